import { LOCATION_ACCEPTS, type LocationAccepts, type LocationResult } from '@recircuit/contract';

/** Miles to one decimal place, as the list shows them (0.44 → 0.4). */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/** What a point takes, split into what its source confirms and what points of its kind usually take. */
export function acceptsOf(location: Pick<LocationResult, 'accepts' | 'acceptsConfirmed'>): {
  confirmed: LocationAccepts[];
  usually: LocationAccepts[];
} {
  const confirmed = new Set(location.acceptsConfirmed);
  const all = new Set([...location.accepts, ...location.acceptsConfirmed]);
  return {
    confirmed: LOCATION_ACCEPTS.filter((entry) => confirmed.has(entry)),
    usually: LOCATION_ACCEPTS.filter((entry) => all.has(entry) && !confirmed.has(entry)),
  };
}

/**
 * Directions in Google Maps from wherever the reader is (its documented Maps URLs, which open
 * the app on a phone) to the point.
 */
export function directionsUrl(location: Pick<LocationResult, 'lat' | 'lng'>): string {
  const destination = `${location.lat.toFixed(6)},${location.lng.toFixed(6)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** A published website as a link target: http(s) only, "www.example.org" gets https://. */
export function websiteUrl(website: string | null): string | null {
  const value = website?.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
