import { LOCATION_ACCEPTS, LOCATION_LIMITS, type LocationAccepts } from '@recircuit/contract';

/** The radius choices the page offers, in miles; a shared link may carry another radius the API allows. */
export const RADIUS_CHOICES = [5, 10, 25, 50] as const;

/** The wider radii offered when nothing is near enough. */
export const WIDER_RADII = [25, 50] as const;

/** What /locations searches for, as its URL says: `?q=&radius=&accepts=`. */
export interface LocationSearchParams {
  q: string;
  radius: number;
  /** In LOCATION_ACCEPTS order, no repeats. */
  accepts: LocationAccepts[];
}

function readRadius(value: string | null): number {
  if (value === null || value.trim() === '') return LOCATION_LIMITS.radiusDefaultMiles;
  const radius = Number(value);
  if (!Number.isFinite(radius) || radius < 1 || radius > LOCATION_LIMITS.radiusMaxMiles) {
    return LOCATION_LIMITS.radiusDefaultMiles;
  }
  return radius;
}

/** The accepted values of a comma list, in the contract's order; unknown words are dropped. */
export function readAccepts(value: string | null): LocationAccepts[] {
  const wanted = new Set((value ?? '').split(',').map((entry) => entry.trim()));
  return LOCATION_ACCEPTS.filter((entry) => wanted.has(entry));
}

/** Reads the page's URL; anything out of range falls back to the defaults instead of failing. */
export function readLocationParams(params: URLSearchParams): LocationSearchParams {
  return {
    q: (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, LOCATION_LIMITS.queryMaxLength),
    radius: readRadius(params.get('radius')),
    accepts: readAccepts(params.get('accepts')),
  };
}

/** The URL's query for `search`: the default radius and an empty filter are left out. */
export function writeLocationParams(search: LocationSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.radius !== LOCATION_LIMITS.radiusDefaultMiles) params.set('radius', String(search.radius));
  const accepts = readAccepts(search.accepts.join(','));
  if (accepts.length > 0) params.set('accepts', accepts.join(','));
  return params;
}

/** The radius choices, with an unusual radius from the URL in its place among them. */
export function radiusChoices(current: number): number[] {
  const choices: number[] = [...RADIUS_CHOICES];
  if (!choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}
