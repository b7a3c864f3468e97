import { describe, expect, it } from 'vitest';
import { offsetOf, pageCount, parsePage, shownRange } from './paging';

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(-5, 25)).toBe(1);
  });

  it('turns a page into an offset', () => {
    expect(offsetOf(1, 25)).toBe(0);
    expect(offsetOf(3, 25)).toBe(50);
    expect(offsetOf(0, 25)).toBe(0);
  });

  it('says which rows are shown', () => {
    expect(shownRange(2, 60, 25, 25)).toEqual({ first: 26, last: 50 });
    expect(shownRange(3, 60, 10, 25)).toEqual({ first: 51, last: 60 });
    expect(shownRange(1, 0, 0, 25)).toEqual({ first: 0, last: 0 });
  });

  it('reads a page from the address', () => {
    expect(parsePage('4')).toBe(4);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('1e9')).toBe(1);
  });
});
