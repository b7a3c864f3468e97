import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { StaffOrderQueries, type StaffOrderTable } from '../../lib/staff-order-queries.ts';
import type { WaitingQueue } from '../../lib/staff-orders.ts';
import { dataOrderEvents, dataOrders } from './tables.ts';

/** Data orders as the operations console reads them (lib/staff-order-queries.ts). */
const staffTable: StaffOrderTable = {
  table: dataOrders,
  id: dataOrders.id,
  orderNumber: dataOrders.orderNumber,
  status: dataOrders.status,
  variant: dataOrders.serviceType,
  deviceName: dataOrders.deviceName,
  pricePence: dataOrders.pricePence,
  createdAt: dataOrders.createdAt,
  ownerId: dataOrders.ownerId,
  searched: [dataOrders.deviceName],
  events: {
    table: dataOrderEvents,
    id: dataOrderEvents.id,
    orderId: dataOrderEvents.orderId,
    status: dataOrderEvents.status,
    at: dataOrderEvents.at,
  },
};

/** The staff side's queries of data orders (docs/operations.md, "The operations console"). */
export class DataOrdersStaffRepository extends StaffOrderQueries {
  private readonly db: Database;
  constructor(db: Database) {
    super(db, staffTable);
    this.db = db;
  }

  /**
   * Processing orders whose work has not begun (waiting since paid, or placed when free), or
   * has begun (since it began): the longest waiting first.
   */
  async waiting(started: boolean, limit: number): Promise<WaitingQueue> {
    const since = started ? sql`${dataOrders.startedAt}` : sql`coalesce(${dataOrders.paidAt}, ${dataOrders.createdAt})`;
    const where = and(
      eq(dataOrders.status, 'Processing'),
      started ? isNotNull(dataOrders.startedAt) : isNull(dataOrders.startedAt),
    );
    const [oldest, [total]] = await Promise.all([
      this.db
        .select({
          orderId: dataOrders.id,
          orderNumber: dataOrders.orderNumber,
          deviceName: dataOrders.deviceName,
          since: since.mapWith(dataOrders.createdAt),
        })
        .from(dataOrders)
        .where(where)
        .orderBy(asc(since), asc(dataOrders.id))
        .limit(limit),
      this.db.select({ total: count() }).from(dataOrders).where(where),
    ]);
    return { count: total?.total ?? 0, oldest: oldest as WaitingQueue['oldest'] };
  }

  /** Data-service orders by state, for the metrics. */
  stateCounts() {
    return this.db.select({ state: dataOrders.status, value: count() }).from(dataOrders).groupBy(dataOrders.status);
  }

  /** Every step with who made it and its note. */
  timeline(orderId: string) {
    return this.stepsOf<Pick<typeof dataOrderEvents.$inferSelect, 'status' | 'at' | 'actorId' | 'note'>>(orderId, {
      status: dataOrderEvents.status,
      at: dataOrderEvents.at,
      actorId: dataOrderEvents.actorId,
      note: dataOrderEvents.note,
    });
  }
}
