import { describe, expect, it } from 'vitest';
import { i18n, loadBundles } from '../../../lib/i18n';
import { archiveSize } from './archive-size';

describe('archiveSize', () => {
  it('picks the largest unit that keeps the number at 1 or more, 1000-based with one decimal', () => {
    expect(archiveSize(0)).toEqual({ key: 'bytes', size: '0' });
    expect(archiveSize(999)).toEqual({ key: 'bytes', size: '999' });
    expect(archiveSize(1000)).toEqual({ key: 'kb', size: '1' });
    expect(archiveSize(1500)).toEqual({ key: 'kb', size: '1.5' });
    expect(archiveSize(5_000_000)).toEqual({ key: 'mb', size: '5' });
    expect(archiveSize(3_250_000_000)).toEqual({ key: 'gbSize', size: '3.3' });
    expect(archiveSize(2_048_000_000_000)).toEqual({ key: 'tbSize', size: '2' });
  });

  it('reads as the console reads it (admin/model/bytes.test): 4,500 bytes are 4.5 KB, once 4.4 KB here', async () => {
    await loadBundles(['data']);
    const words = (bytes: number) => {
      const { key, size } = archiveSize(bytes);
      return i18n.t(`data.units.${key}`, { size });
    };
    expect(words(4500)).toBe('4.5 KB');
    expect(words(4_449_000)).toBe('4.4 MB');
    expect(words(123_456_789_012)).toBe('123.5 GB');
  });
});
