import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentCheckouts } from './tables.ts';

/** The data service's checkouts by state (open, paid, failed, expired, as the signed provider events left them). */
export function checkoutCounts(db: Database) {
  return db
    .select({ state: paymentCheckouts.status, value: count() })
    .from(paymentCheckouts)
    .groupBy(paymentCheckouts.status);
}
