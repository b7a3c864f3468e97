import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DataOrderStatus } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import {
  createdInPeriods,
  type OrderSearch,
  type PeriodStarts,
  type PeriodSums,
  type ReportRow,
  type StaffOrderRow,
  type WaitingQueue,
  staffOrderBy,
} from '../../lib/staff-orders.ts';
import { dataOrderEvents, dataOrders } from './tables.ts';

/** The staff side's queries of data orders (docs/operations.md, "The operations console"). */
export class DataOrdersStaffRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  private where(search: Pick<OrderSearch, 'status' | 'text' | 'ownerIds'>): SQL | undefined {
    const conditions: SQL[] = [];
    if (search.status) conditions.push(eq(dataOrders.status, search.status as DataOrderStatus));
    if (search.text) {
      const pattern = containsPattern(search.text);
      const matches = [
        sql`lower(${dataOrders.orderNumber}) like ${pattern}`,
        sql`lower(${dataOrders.deviceName}) like ${pattern}`,
      ];
      if (search.ownerIds) matches.push(inArray(dataOrders.ownerId, search.ownerIds));
      conditions.push(or(...matches) as SQL);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  async search(search: OrderSearch): Promise<{ rows: StaffOrderRow[]; total: number }> {
    const where = this.where(search);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          orderId: dataOrders.id,
          orderNumber: dataOrders.orderNumber,
          status: dataOrders.status,
          variant: dataOrders.serviceType,
          deviceName: dataOrders.deviceName,
          pricePence: dataOrders.pricePence,
          createdAt: dataOrders.createdAt,
          ownerId: dataOrders.ownerId,
        })
        .from(dataOrders)
        .where(where)
        .orderBy(
          ...staffOrderBy(search.sort, {
            createdAt: dataOrders.createdAt,
            orderNumber: dataOrders.orderNumber,
            deviceName: dataOrders.deviceName,
            status: dataOrders.status,
            price: dataOrders.pricePence,
            ownerId: dataOrders.ownerId,
            id: dataOrders.id,
          }),
        )
        .limit(search.limit)
        .offset(search.offset),
      this.db.select({ total: count() }).from(dataOrders).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
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

  createdSince(starts: PeriodStarts): Promise<PeriodSums> {
    return createdInPeriods(this.db, dataOrders, dataOrders.createdAt, starts);
  }

  async placedBetween(from: Date, to: Date): Promise<ReportRow[]> {
    return this.db
      .select({
        orderNumber: dataOrders.orderNumber,
        status: dataOrders.status,
        createdAt: dataOrders.createdAt,
        deviceName: dataOrders.deviceName,
        pricePence: dataOrders.pricePence,
        ownerId: dataOrders.ownerId,
      })
      .from(dataOrders)
      .where(and(gte(dataOrders.createdAt, from), lt(dataOrders.createdAt, to)))
      .orderBy(asc(dataOrders.createdAt), asc(dataOrders.id));
  }

  /** Every step with who made it and its note. */
  async timeline(orderId: string) {
    return this.db
      .select({
        status: dataOrderEvents.status,
        at: dataOrderEvents.at,
        actorId: dataOrderEvents.actorId,
        note: dataOrderEvents.note,
      })
      .from(dataOrderEvents)
      .where(eq(dataOrderEvents.orderId, orderId))
      .orderBy(asc(dataOrderEvents.at), asc(dataOrderEvents.id));
  }
}
