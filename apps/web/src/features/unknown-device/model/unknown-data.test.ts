import { describe, expect, it } from 'vitest';
import { isReadyToSubmit, readUnknownDeviceData, thumbnailUrl, unknownStore, UNKNOWN_DEVICE_KEY } from './unknown-data';

describe('unknownDeviceData in storage', () => {
  it('round-trips and survives odd stored values', () => {
    unknownStore.save({
      description: 'A radio',
      deviceClassification: 'unknown',
      imageUrls: ['/proxy/file/a'],
      userId: 'u1',
    });
    expect(readUnknownDeviceData()).toEqual({
      description: 'A radio',
      deviceClassification: 'unknown',
      imageUrls: ['/proxy/file/a'],
      userId: 'u1',
    });
    window.sessionStorage.setItem(UNKNOWN_DEVICE_KEY, JSON.stringify({ description: 4, imageUrls: ['x', 3] }));
    expect(readUnknownDeviceData()).toEqual({
      description: '',
      deviceClassification: 'unknown',
      imageUrls: ['x'],
      userId: null,
    });
    window.sessionStorage.setItem(UNKNOWN_DEVICE_KEY, '{not json');
    expect(readUnknownDeviceData()).toBeNull();
    unknownStore.save(null);
    expect(window.sessionStorage.getItem(UNKNOWN_DEVICE_KEY)).toBeNull();
  });

  it('is ready with a description, an image and an owner', () => {
    const data = {
      description: ' A radio ',
      deviceClassification: 'unknown' as const,
      imageUrls: ['/proxy/file/a'],
      userId: 'u1',
    };
    expect(isReadyToSubmit(data)).toBe(true);
    expect(isReadyToSubmit({ ...data, description: ' ' })).toBe(false);
    expect(isReadyToSubmit({ ...data, imageUrls: [] })).toBe(false);
    expect(isReadyToSubmit({ ...data, userId: null })).toBe(false);
    expect(thumbnailUrl('/proxy/file/abc')).toBe('/proxy/file/abc.thumb');
  });
});
