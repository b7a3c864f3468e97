import { GRADES, type Grade } from '@recircuit/contract';

/**
 * The trade-in pricing model (README "Pricing"). A quote in whole pence is
 *
 *   launch price × retention[type]^age × brand factor × trade-in share
 *     × (1 + storage step × log2(storage ÷ smallest storage)) × grade factor
 *
 * floored at £1. Each factor is fixed, positive and the same for every grade, so the
 * quote never rises as the grade falls and never falls as storage grows (docs/product.md, "Pricing").
 */
export const RETENTION_PER_YEAR: Record<string, number> = {
  'Mobile Phone': 0.7,
  Tablet: 0.74,
  Laptop: 0.74,
  Smartwatch: 0.64,
  'Games Console': 0.82,
};
const DEFAULT_RETENTION = 0.7;

/** Brands whose used devices resell for more (or less) than the average. */
export const BRAND_FACTOR: Record<string, number> = {
  Apple: 1.12,
  Samsung: 1.0,
  Google: 0.95,
  Sony: 0.95,
  Microsoft: 0.95,
  Nintendo: 1.05,
};
const DEFAULT_BRAND_FACTOR = 0.85;

/** What a trade-in pays of a device's used resale value. */
export const TRADE_IN_SHARE = 0.6;
/** Extra value for each doubling of storage over the model's smallest option. */
export const STORAGE_STEP = 0.07;
export const GRADE_FACTOR: Record<Grade, number> = { A: 1, B: 0.86, C: 0.7, D: 0.48 };
export const MINIMUM_PENCE = 100;

export interface PricedModel {
  type: string;
  brand: string;
  releaseYear: number;
  launchPricePence: number;
  storages: number[];
}

export function quotePence(
  model: PricedModel,
  storageGb: number,
  grade: Grade,
  year = new Date().getUTCFullYear(),
): number {
  const age = Math.max(0, year - model.releaseYear);
  const retention = RETENTION_PER_YEAR[model.type] ?? DEFAULT_RETENTION;
  const brand = BRAND_FACTOR[model.brand] ?? DEFAULT_BRAND_FACTOR;
  const smallest = Math.max(1, Math.min(...model.storages));
  const storage = 1 + STORAGE_STEP * Math.log2(Math.max(smallest, storageGb) / smallest);
  const value = model.launchPricePence * retention ** age * brand * TRADE_IN_SHARE * storage * GRADE_FACTOR[grade];
  return Math.max(MINIMUM_PENCE, Math.round(value));
}

export function isGrade(value: string): value is Grade {
  return value in GRADES;
}

export const toPounds = (pence: number) => Math.round(pence) / 100;

/**
 * Whether every quote of a model keeps the rules of docs/product.md ("Pricing"): a lower grade
 * never pays more and more storage never pays less. Checked before staff publish a model.
 */
export function quoteRulesHold(model: PricedModel, year = new Date().getUTCFullYear()): boolean {
  const grades = Object.keys(GRADE_FACTOR) as Grade[];
  const storages = [...model.storages].sort((a, b) => a - b);
  const quotes = storages.map((gb) => grades.map((grade) => quotePence(model, gb, grade, year)));
  return quotes.every(
    (row, s) =>
      row.every((pence, g) => g === 0 || pence <= (row[g - 1] as number)) &&
      (s === 0 || row.every((pence, g) => pence >= (quotes[s - 1]?.[g] as number))),
  );
}
