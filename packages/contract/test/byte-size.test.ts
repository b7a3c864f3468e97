import { describe, expect, it } from 'vitest';
import { byteSize } from '../src/byte-size.ts';

describe('byteSize', () => {
  it('is 1000-based with one decimal: 4,500 bytes are 4.5 KB (a 1024-based page said 4.4 KB)', () => {
    expect(byteSize(4500)).toEqual({ unit: 'kb', value: 4.5, decimals: 1 });
  });

  it('keeps whole bytes under 1 KB and takes the largest unit that keeps the size at 1 or more', () => {
    expect(byteSize(0)).toEqual({ unit: 'bytes', value: 0, decimals: 0 });
    expect(byteSize(999)).toEqual({ unit: 'bytes', value: 999, decimals: 0 });
    expect(byteSize(1000)).toEqual({ unit: 'kb', value: 1, decimals: 1 });
    expect(byteSize(12_345_678)).toEqual({ unit: 'mb', value: 12.3, decimals: 1 });
    expect(byteSize(4_250_000_000)).toEqual({ unit: 'gb', value: 4.3, decimals: 1 });
    expect(byteSize(2_048_000_000_000)).toEqual({ unit: 'tb', value: 2, decimals: 1 });
  });

  it('moves up a unit when rounding reaches 1000, and reads nonsense as nothing', () => {
    expect(byteSize(999_960)).toEqual({ unit: 'mb', value: 1, decimals: 1 });
    expect(byteSize(-5)).toEqual({ unit: 'bytes', value: 0, decimals: 0 });
    expect(byteSize(Number.NaN)).toEqual({ unit: 'bytes', value: 0, decimals: 0 });
  });
});
