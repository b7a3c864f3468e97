import type { OrderPlace, Partner, PayoutMethod } from '@recircuit/contract';
import { openAt } from '../../lib/open-now.ts';
import type { PartnerRow } from './repository.ts';

/** A partner as the public list shows it (GET /api/partners); `distanceKm` when the caller gave `near`. */
export function publicPartner(row: PartnerRow, now: Date, distanceKm: number | null = null): Partner {
  return {
    partnerId: row.id,
    name: row.name,
    kind: row.kind,
    logoUrl: row.logoUrl,
    website: row.website,
    description: row.description,
    demo: row.demo,
    address: row.address,
    postcode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
    openNow: openAt(row.openingHours, row.postcode, now),
    payoutMethods: row.payoutMethods as PayoutMethod[],
    distanceKm,
  };
}

/** The place an order names, as the order shows it (still shown after the partner retires). */
export function orderPlace(row: PartnerRow): OrderPlace {
  return {
    partnerId: row.id,
    name: row.name,
    kind: row.kind,
    website: row.website,
    demo: row.demo,
    address: row.address,
    postcode: row.postcode,
    openingHours: row.openingHours,
    payoutMethods: row.payoutMethods as PayoutMethod[],
  };
}
