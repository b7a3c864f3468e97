import { describe, expect, it } from 'vitest';
import { isOrderKind, readQueueParams, writeQueueParams } from './queue-params';

describe('queue parameters in the address', () => {
  it('reads a status of the kind, a search, a page and a sort', () => {
    const params = readQueueParams(
      'device',
      new URLSearchParams('status=Received&q=iphone&page=3&sort=price&dir=descending'),
    );
    expect(params).toEqual({
      status: 'Received',
      q: 'iphone',
      page: 3,
      sort: { key: 'price', direction: 'descending' },
    });
  });

  it('drops a status of another kind, a bad page and an unknown column', () => {
    const params = readQueueParams('unknown', new URLSearchParams('status=Received&page=-2&sort=password'));
    expect(params).toEqual({ status: '', q: '', page: 1, sort: null });
    expect(readQueueParams('data', new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readQueueParams('data', new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('cuts a huge search to what the server accepts', () => {
    expect(readQueueParams('data', new URLSearchParams(`q=${'x'.repeat(5000)}`)).q).toHaveLength(100);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(writeQueueParams({ status: '', q: '  ', page: 1, sort: null }).toString()).toBe('');
    const params = {
      status: 'Under review',
      q: 'DEV-1',
      page: 2,
      sort: { key: 'createdAt', direction: 'ascending' },
    } as const;
    const written = writeQueueParams(params);
    expect(readQueueParams('unknown', written)).toEqual(params);
  });

  it('knows the three kinds', () => {
    expect(isOrderKind('device')).toBe(true);
    expect(isOrderKind('unknown')).toBe(true);
    expect(isOrderKind('data')).toBe(true);
    expect(isOrderKind('users')).toBe(false);
    expect(isOrderKind(undefined)).toBe(false);
  });
});
