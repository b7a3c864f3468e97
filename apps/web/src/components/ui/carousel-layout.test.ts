import { describe, expect, it } from 'vitest';
import { itemsPerView, lastStart, nextIndex, previousIndex } from './carousel-layout';

describe('carousel layout', () => {
  it('shows 1, 2, 3 or 4 items under 640, 768, 1024 px and above', () => {
    expect([360, 500, 639].map(itemsPerView)).toEqual([1, 1, 1]);
    expect([640, 700, 767].map(itemsPerView)).toEqual([2, 2, 2]);
    expect([768, 900, 1023].map(itemsPerView)).toEqual([3, 3, 3]);
    expect([1024, 1280, 2560].map(itemsPerView)).toEqual([4, 4, 4]);
  });

  it('steps one item at a time and wraps at both ends without empty space', () => {
    expect(lastStart(5, 4)).toBe(1);
    expect(lastStart(3, 4)).toBe(0);
    expect(nextIndex(0, 5, 4)).toBe(1);
    expect(nextIndex(1, 5, 4)).toBe(0);
    expect(previousIndex(0, 5, 1)).toBe(4);
    expect(previousIndex(4, 5, 2)).toBe(3);
    expect(previousIndex(3, 5, 1)).toBe(2);
  });
});
