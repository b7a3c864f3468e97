import { LOCATIONS_CLAIM } from '@recircuit/contract';

/** The number of drop-off points a page may state: SPEC's claim, or the true count below it. */
export interface ShownLocationCount {
  count: number;
  /** True when the locator holds more than the claim, which the page then states as "over 26,600". */
  over: boolean;
}

/**
 * What the home page and /locations say about the locator's size (DOMAIN.md, "Recycling locations"):
 * "over 26,600" only when the database holds more than that, else the real count, and nothing at all
 * while there is nothing to search or the count is unknown.
 */
export function shownLocationCount(points: number | undefined): ShownLocationCount | null {
  if (points === undefined || points <= 0) return null;
  return points > LOCATIONS_CLAIM ? { count: LOCATIONS_CLAIM, over: true } : { count: points, over: false };
}
