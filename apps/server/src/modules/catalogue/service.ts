import {
  CATALOGUE_MESSAGES,
  COMMISSION_RATE,
  QUOTE_VALID_DAYS,
  VOUCHER_PERCENT,
  type Grade,
  conditionOf,
  isAccountLocked,
  type PriceQuery,
  type Quote,
  type QuoteQuery,
} from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogueCache } from './cache.ts';
import type { CatalogueModel } from './catalogue.ts';
import { decidedGrade } from './decided-grade.ts';
import { quotePence, toPounds } from './pricing.ts';
import type { PartnerRow } from './repository.ts';

export type { PartnerRow } from './repository.ts';
export { orderPlace, publicPartner } from './partner-views.ts';

export interface PricedDevice {
  model: CatalogueModel;
  pricePence: number;
  commissionPence: number;
}

export function commissionPence(pricePence: number): number {
  return Math.round(pricePence * COMMISSION_RATE);
}

/**
 * A partner's name from the cached partner list (reloaded with the catalogue revision), for other modules' views;
 * retired partners too, since orders still name them.
 */
export function partnerName(cache: CatalogueCache, partnerId: string): string | undefined {
  return cache.partners.find((partner) => partner.id === partnerId)?.name;
}

/** Partners offered to the public: every one not retired (docs/product.md, "Partners"). */
export function offeredPartners(cache: CatalogueCache): PartnerRow[] {
  return cache.partners.filter((partner) => partner.retiredAt === null);
}

/** The place an order may name: a partner not retired, or undefined (callers check its kind against PLACE_KIND_FOR). */
export function placeFor(cache: CatalogueCache, partnerId: string): PartnerRow | undefined {
  return cache.partners.find((partner) => partner.id === partnerId && partner.retiredAt === null);
}

/** Any partner, retired or not, for showing what an existing order names. */
export function partnerFor(cache: CatalogueCache, partnerId: string): PartnerRow | undefined {
  return cache.partners.find((partner) => partner.id === partnerId);
}

/** Prices a catalogue device from the cache; 404 'Device not found' for a combination it lacks. */
export function priceDevice(
  cache: CatalogueCache,
  query: Pick<PriceQuery, 'type' | 'brand' | 'name' | 'color' | 'storage'> & { grade: string },
): PricedDevice {
  const model = cache.catalogue.find(query.type, query.brand, query.name);
  if (!model || !model.colors.includes(query.color) || !model.storages.includes(query.storage)) {
    throw new AppError(404, CATALOGUE_MESSAGES.deviceNotFound);
  }
  const pricePence = quotePence(model, query.storage, query.grade as Grade);
  return { model, pricePence, commissionPence: commissionPence(pricePence) };
}

/** GET …/quote: priced at the grade sent, or at the one the condition answers earn (docs/product.md). */
export function quoteFor(cache: CatalogueCache, query: QuoteQuery): Quote {
  const { grade, condition } = decidedGrade(query, { grade: query.grade, condition: conditionOf(query) });
  const { model, pricePence, commissionPence: commission } = priceDevice(cache, { ...query, grade });
  const classification = model.classification === 'current' ? 'current' : 'recycle';
  // A device locked to an account cannot be resold: no partner makes it an offer until it is unlocked.
  const accountLocked = condition !== null && isAccountLocked(condition);
  const offers =
    classification === 'current' && !accountLocked
      ? offeredPartners(cache)
          .filter((partner) => partner.kind === 'trade-in')
          .map((partner) => ({
            partnerId: partner.id,
            partner: partner.name,
            price: toPounds(Math.round(pricePence * Number(partner.priceFactor))),
          }))
          .sort((a, b) => b.price - a.price)
      : [];
  return {
    price: toPounds(pricePence),
    grade,
    accountLocked,
    classification,
    commission: toPounds(commission),
    voucherPercent: classification === 'current' && !accountLocked ? VOUCHER_PERCENT : 0,
    validDays: QUOTE_VALID_DAYS,
    partnerOffers: offers,
  };
}
