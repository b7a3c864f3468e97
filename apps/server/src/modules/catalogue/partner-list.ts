import type { Partner, PartnerKind } from '@recircuit/contract';
import type { CatalogueCache } from './cache.ts';
import { publicPartner } from './partner-views.ts';
import { offeredPartners } from './service.ts';

/** Finds where a UK postcode or outcode is: the locator's service, handed in by app.ts (400/404 as it answers). */
export interface PlaceLocator {
  whereIs(query: string, field?: string): Promise<{ lat: number; lng: number }>;
}

const EARTH_RADIUS_KM = 6_371;

/** Great-circle distance, to a tenth of a kilometre. */
export function kilometresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/**
 * The public list (GET /api/partners): partners not retired, of `kind` when given, open now in UK time;
 * with an origin, each one's distance and nearest first (a partner without coordinates last).
 */
export function listPartnersFor(
  cache: CatalogueCache,
  query: { kind?: PartnerKind | undefined; origin?: { lat: number; lng: number } | undefined },
  now: Date,
): Partner[] {
  const { kind, origin } = query;
  const rows = offeredPartners(cache).filter((partner) => !kind || partner.kind === kind);
  const list = rows.map((row) =>
    publicPartner(
      row,
      now,
      origin && row.latitude !== null && row.longitude !== null
        ? kilometresBetween(origin, { lat: row.latitude, lng: row.longitude })
        : null,
    ),
  );
  if (!origin) return list;
  return list.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.name.localeCompare(b.name));
}
