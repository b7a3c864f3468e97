import { CATALOGUE_MESSAGES, PLACE_KIND_FOR, type DeviceOrderKind, type OrderPlace } from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { orderPlace, partnerFor, placeFor, type PartnerRow } from '../catalogue/service.ts';

/**
 * The place the owner chose for an order of this kind: a partner that exists, is not retired and is
 * of the kind `PLACE_KIND_FOR` names (DOMAIN.md, "Hand-in, payment to the owner, and donations").
 * Every refusal is the same answer, so a caller learns nothing about which partners exist.
 */
export function chosenPlace(cache: CatalogueCache, partnerId: string, kind: DeviceOrderKind): PartnerRow {
  const partner = placeFor(cache, partnerId);
  if (!partner || partner.kind !== PLACE_KIND_FOR[kind]) {
    throw new AppError(400, CATALOGUE_MESSAGES.placeNotOffered, {
      errors: [{ field: 'partnerId', message: CATALOGUE_MESSAGES.placeNotOffered }],
    });
  }
  return partner;
}

/** The partner an order names, retired or not (the order was placed there). */
export function placeOf(cache: CatalogueCache, order: { partnerId: string | null }): PartnerRow | undefined {
  return order.partnerId === null ? undefined : partnerFor(cache, order.partnerId);
}

/** The place as the order's detail shows it. */
export function placeView(cache: CatalogueCache, order: { partnerId: string | null }): OrderPlace | null {
  const partner = placeOf(cache, order);
  return partner ? orderPlace(partner) : null;
}
