import {
  CATALOGUE_MESSAGES,
  COMMISSION_RATE,
  QUOTE_VALID_DAYS,
  VOUCHER_PERCENT,
  type Grade,
  type PriceQuery,
  type Quote,
} from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogueCache } from './cache.ts';
import type { CatalogueModel } from './catalogue.ts';
import { quotePence, toPounds } from './pricing.ts';

export interface PricedDevice {
  model: CatalogueModel;
  pricePence: number;
  commissionPence: number;
}

export function commissionPence(pricePence: number): number {
  return Math.round(pricePence * COMMISSION_RATE);
}

/** A partner's name from the cached partner list (reloaded with the catalogue revision), for other modules' views. */
export function partnerName(cache: CatalogueCache, partnerId: string): string | undefined {
  return cache.partners.find((partner) => partner.id === partnerId)?.name;
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

export function quoteFor(cache: CatalogueCache, query: PriceQuery): Quote {
  const { model, pricePence, commissionPence: commission } = priceDevice(cache, query);
  const classification = model.classification === 'current' ? 'current' : 'recycle';
  const offers =
    classification === 'current'
      ? cache.partners
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
    classification,
    commission: toPounds(commission),
    voucherPercent: classification === 'current' ? VOUCHER_PERCENT : 0,
    validDays: QUOTE_VALID_DAYS,
    partnerOffers: offers,
  };
}
