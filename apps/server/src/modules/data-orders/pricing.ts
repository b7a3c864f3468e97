import {
  CERTIFIED_ERASE_PENCE,
  DATA_MESSAGES,
  EXTRA_MONTH_PENCE,
  INCLUDED_HOSTING_MONTHS,
  MAX_HOSTING_MONTHS,
  RETRIEVAL_TIERS,
  fillMessage,
  type DataPriceInput,
} from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';

export interface PriceLine {
  label: string;
  pence: number;
}
export interface DataServicePrice {
  pricePence: number;
  breakdown: PriceLine[];
  /** Hosting months bought with the order (retrieval only). */
  storageMonths: number | null;
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** The tier of a retrieval by the size of the data (docs/product.md, "Data service prices"). */
export function retrievalTier(dataSizeGb: number) {
  const tier = RETRIEVAL_TIERS.find((candidate) => dataSizeGb <= candidate.maxGb);
  if (!tier) {
    throw new AppError(400, DATA_MESSAGES.dataTooLarge, {
      errors: [{ field: 'dataSize', message: DATA_MESSAGES.dataTooLarge }],
    });
  }
  return tier;
}

/** Extra hosting months, at £4.99 each. */
export function extensionLine(months: number): PriceLine {
  return {
    label: fillMessage(DATA_MESSAGES.priceExtraHosting, { months, monthly: pounds(EXTRA_MONTH_PENCE) }),
    pence: months * EXTRA_MONTH_PENCE,
  };
}

/** The server's price of an order; the only price ever stored. */
export function priceDataService(input: DataPriceInput): DataServicePrice {
  if (input.serviceType === 'erase') {
    const certified = input.eraseLevel === 'certified';
    const line = certified
      ? { label: DATA_MESSAGES.priceCertifiedErase, pence: CERTIFIED_ERASE_PENCE }
      : { label: DATA_MESSAGES.priceStandardErase, pence: 0 };
    return { pricePence: line.pence, breakdown: [line], storageMonths: null };
  }
  const dataSize = input.dataSize as number;
  const months = input.storageDuration ?? INCLUDED_HOSTING_MONTHS;
  if (months < INCLUDED_HOSTING_MONTHS || months > MAX_HOSTING_MONTHS) {
    throw new AppError(400, DATA_MESSAGES.invalidStorageDuration, {
      errors: [{ field: 'storageDuration', message: DATA_MESSAGES.invalidStorageDuration }],
    });
  }
  const tier = retrievalTier(dataSize);
  const breakdown: PriceLine[] = [
    { label: fillMessage(DATA_MESSAGES.priceRetrieval, { maxGb: tier.maxGb }), pence: tier.pence },
    { label: fillMessage(DATA_MESSAGES.priceHostingIncluded, { months: INCLUDED_HOSTING_MONTHS }), pence: 0 },
  ];
  const extra = months - INCLUDED_HOSTING_MONTHS;
  if (extra > 0) breakdown.push(extensionLine(extra));
  return {
    pricePence: breakdown.reduce((sum, line) => sum + line.pence, 0),
    breakdown,
    storageMonths: months,
  };
}
