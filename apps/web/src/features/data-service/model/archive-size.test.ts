import { describe, expect, it } from 'vitest';
import { archiveSize } from './archive-size';

describe('archiveSize', () => {
  it('picks the largest unit that keeps the number at 1 or more', () => {
    expect(archiveSize(0)).toEqual({ key: 'bytes', size: '0' });
    expect(archiveSize(1023)).toEqual({ key: 'bytes', size: '1,023' });
    expect(archiveSize(1024)).toEqual({ key: 'kb', size: '1' });
    expect(archiveSize(1536)).toEqual({ key: 'kb', size: '1.5' });
    expect(archiveSize(5 * 1024 * 1024)).toEqual({ key: 'mb', size: '5' });
    expect(archiveSize(3.25 * 1024 ** 3)).toEqual({ key: 'gbSize', size: '3.3' });
    expect(archiveSize(4096 * 1024 ** 3)).toEqual({ key: 'gbSize', size: '4,096' });
  });
});
