import type { LocationResult, RecyclingLocation } from '@recircuit/contract';
import { openAt } from '../../lib/open-now.ts';
import type { LocationRow, NearbyRow } from './search-repository.ts';

/** How each source is named to people. */
const SOURCE_NAMES: Record<string, string> = { osm: 'OpenStreetMap', open3r: 'Open3R' };

export function sourceName(source: string): string {
  return SOURCE_NAMES[source] ?? source;
}

/**
 * The credit lines of Code-Point Open and OS Open Names, whose postcodes and places every search
 * starts from (postcodes.io, the fallback, serves the same data).
 */
export const GAZETTEER_ATTRIBUTION = [
  'Contains OS data © Crown copyright and database right 2025',
  'Contains Royal Mail data © Royal Mail copyright and database right 2025',
  'Contains National Statistics data © Crown copyright and database right 2025',
];

export function locationView(row: LocationRow, now: Date): RecyclingLocation {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    address: row.address,
    postcode: row.postcode,
    lat: row.lat,
    lng: row.lng,
    accepts: row.accepts,
    acceptsConfirmed: row.acceptsConfirmed,
    openingHours: row.openingHours,
    openNow: openAt(row.openingHours, row.postcode, now),
    website: row.website,
    phone: row.phone,
    source: sourceName(row.source),
  };
}

export function nearbyView(row: NearbyRow, now: Date): LocationResult {
  return { ...locationView(row, now), distanceMiles: Math.round(row.distanceMiles * 100) / 100 };
}
