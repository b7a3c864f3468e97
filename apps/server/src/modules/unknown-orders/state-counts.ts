import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { unknownOrders } from './tables.ts';

/** Unknown-device orders by state, for the metrics. */
export function unknownOrderCounts(db: Database) {
  return db.select({ state: unknownOrders.status, value: count() }).from(unknownOrders).groupBy(unknownOrders.status);
}
