import { INCLUDED_HOSTING_MONTHS, MAX_HOSTING_MONTHS } from '@recircuit/contract';
import type { DataOrderRow } from './repository.ts';

/** Calendar months later in UTC; the 31st becomes the last day of a shorter month. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Hosting months bought so far (the included three when none was recorded). */
export const hostingMonths = (order: Pick<DataOrderRow, 'storageMonths'>) =>
  order.storageMonths ?? INCLUDED_HOSTING_MONTHS;

/** The statuses in which a retrieval's hosting can be extended: paid, and its archive not yet deleted. */
export const EXTENDABLE = ['Awaiting device', 'Processing', 'Completed'] as const;

/** Only a retrieval's hosting can be extended, and only once paid and until the archive is deleted. */
export const canExtend = (order: Pick<DataOrderRow, 'serviceType' | 'status'>) =>
  order.serviceType === 'retrieval' && (EXTENDABLE as readonly string[]).includes(order.status);

/**
 * Extra months that can still be bought. A checkout waiting for payment does not lower it: a new
 * extension replaces that checkout (docs/product.md, "Data service").
 */
export function extendableMonths(order: DataOrderRow): number {
  if (!canExtend(order)) return 0;
  return Math.max(0, MAX_HOSTING_MONTHS - hostingMonths(order));
}
