import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlighted-text';

describe('highlightParts', () => {
  it('marks the ranges', () => {
    expect(highlightParts('recycle your phone', [[13, 18]])).toEqual([
      { text: 'recycle your ', marked: false },
      { text: 'phone', marked: true },
    ]);
  });

  it('merges overlaps and clips out-of-range ends', () => {
    expect(
      highlightParts('abcdefg', [
        [3, 5],
        [0, 2],
        [1, 3],
      ]),
    ).toEqual([
      { text: 'abcde', marked: true },
      { text: 'fg', marked: false },
    ]);
    expect(highlightParts('abc', [[2, 10]])).toEqual([
      { text: 'ab', marked: false },
      { text: 'c', marked: true },
    ]);
    expect(highlightParts('abc', [])).toEqual([{ text: 'abc', marked: false }]);
  });
});
