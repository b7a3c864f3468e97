import { LOCATION_ACCEPTS, LOCATION_LIMITS, type LocationAccepts } from '@recircuit/contract';

/** The radius choices the page offers, in miles; a shared link may carry another radius the API allows. */
export const RADIUS_CHOICES = [5, 10, 25, 50] as const;

/** The wider radii offered when nothing is near enough. */
export const WIDER_RADII = [25, 50] as const;

/** A position the browser gave ("Use my location"), in decimal degrees. */
export interface Position {
  lat: number;
  lng: number;
}

/**
 * What /locations searches for, as its URL says: `?q=&radius=&accepts=`, or `?lat=&lng=` for a
 * search from the visitor's position (then `q` is empty).
 */
export interface LocationSearchParams {
  q: string;
  position?: Position | undefined;
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

/** Three decimal places, about 100 m: near enough to search from, and no finer in a URL or a log. */
export function roundPosition(position: Position): Position {
  return { lat: Math.round(position.lat * 1000) / 1000, lng: Math.round(position.lng * 1000) / 1000 };
}

function readCoordinate(value: string | null, limit: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

/** `lat` and `lng` when both are numbers in range; the server says whether they are in Great Britain. */
function readPosition(params: URLSearchParams): Position | undefined {
  const lat = readCoordinate(params.get('lat'), 90);
  const lng = readCoordinate(params.get('lng'), 180);
  return lat === undefined || lng === undefined ? undefined : roundPosition({ lat, lng });
}

/** Reads the page's URL; anything out of range falls back to the defaults instead of failing. A query wins over a position. */
export function readLocationParams(params: URLSearchParams): LocationSearchParams {
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, LOCATION_LIMITS.queryMaxLength);
  const search: LocationSearchParams = {
    q,
    radius: readRadius(params.get('radius')),
    accepts: readAccepts(params.get('accepts')),
  };
  const position = q ? undefined : readPosition(params);
  if (position) search.position = position;
  return search;
}

/** Whether the URL asks for a search at all: a query or a position. */
export function hasSearch(search: LocationSearchParams): boolean {
  return search.q !== '' || search.position !== undefined;
}

/** The URL's query for `search`: the default radius and an empty filter are left out. */
export function writeLocationParams(search: LocationSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  else if (search.position) {
    params.set('lat', String(search.position.lat));
    params.set('lng', String(search.position.lng));
  }
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
