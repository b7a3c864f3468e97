import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deviceOrders } from './tables.ts';

/** Device orders by journey (their kind: recycle, current, rare, donate) and state, for the metrics. */
export function deviceOrderCounts(db: Database) {
  return db
    .select({ kind: deviceOrders.classification, state: deviceOrders.status, value: count() })
    .from(deviceOrders)
    .groupBy(deviceOrders.classification, deviceOrders.status);
}
