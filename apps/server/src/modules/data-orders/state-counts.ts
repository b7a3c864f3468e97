import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dataOrders } from './tables.ts';

/** Data-service orders by state, for the metrics. */
export function dataOrderCounts(db: Database) {
  return db.select({ state: dataOrders.status, value: count() }).from(dataOrders).groupBy(dataOrders.status);
}
