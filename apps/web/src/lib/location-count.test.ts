import { describe, expect, it } from 'vitest';
import { LOCATIONS_CLAIM } from '@recircuit/contract';
import { shownLocationCount } from './location-count';

describe('shownLocationCount', () => {
  it('states SPEC’s claim only when the locator holds more than it', () => {
    expect(shownLocationCount(LOCATIONS_CLAIM + 1)).toEqual({ count: LOCATIONS_CLAIM, over: true });
    expect(shownLocationCount(40_000)).toEqual({ count: LOCATIONS_CLAIM, over: true });
  });

  it('states the real count up to the claim', () => {
    expect(shownLocationCount(LOCATIONS_CLAIM)).toEqual({ count: LOCATIONS_CLAIM, over: false });
    expect(shownLocationCount(37)).toEqual({ count: 37, over: false });
    expect(shownLocationCount(1)).toEqual({ count: 1, over: false });
  });

  it('states nothing while the locator is empty or its count is unknown', () => {
    expect(shownLocationCount(0)).toBeNull();
    expect(shownLocationCount(undefined)).toBeNull();
  });
});
