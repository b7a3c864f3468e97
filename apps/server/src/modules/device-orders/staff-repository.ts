import { and, asc, count, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  createdInPeriods,
  instant,
  type OrderSearch,
  type PeriodStarts,
  type PeriodSums,
  type ReportRow,
  type StaffOrderRow,
  type WaitingQueue,
  staffOrderBy,
} from '../../lib/staff-orders.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { modelNameSql } from '../../lib/model-name-sql.ts';
import { deviceOrderEvents, deviceOrders } from './tables.ts';
import type { DeviceOrderRow, DeviceOrderStatus } from './repository.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const deviceName = sql<string>`${modelNameSql(deviceOrders.brand, deviceOrders.modelName)}`;

const staffColumns = {
  orderId: deviceOrders.id,
  orderNumber: deviceOrders.orderNumber,
  status: deviceOrders.status,
  variant: deviceOrders.classification,
  deviceName,
  pricePence: deviceOrders.pricePence,
  createdAt: deviceOrders.createdAt,
  ownerId: deviceOrders.ownerId,
};

/** The staff side's queries of device orders (docs/operations.md, "The operations console"). */
export class DeviceOrdersStaffRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  private where(search: Pick<OrderSearch, 'status' | 'text' | 'ownerIds'>): SQL | undefined {
    const conditions: SQL[] = [];
    if (search.status) conditions.push(eq(deviceOrders.status, search.status as DeviceOrderStatus));
    if (search.text) {
      const pattern = containsPattern(search.text);
      const matches = [
        sql`lower(${deviceOrders.orderNumber}) like ${pattern}`,
        sql`lower(${deviceName}) like ${pattern}`,
      ];
      if (search.ownerIds) matches.push(inArray(deviceOrders.ownerId, search.ownerIds));
      conditions.push(or(...matches) as SQL);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  /** Orders of every owner in the order asked for, and how many match in all. */
  async search(search: OrderSearch): Promise<{ rows: StaffOrderRow[]; total: number }> {
    const where = this.where(search);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(staffColumns)
        .from(deviceOrders)
        .where(where)
        .orderBy(
          ...staffOrderBy(search.sort, {
            createdAt: deviceOrders.createdAt,
            orderNumber: deviceOrders.orderNumber,
            deviceName: deviceName,
            status: deviceOrders.status,
            price: deviceOrders.pricePence,
            ownerId: deviceOrders.ownerId,
            id: deviceOrders.id,
          }),
        )
        .limit(search.limit)
        .offset(search.offset),
      this.db.select({ total: count() }).from(deviceOrders).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  /** Orders in `status`, the longest waiting first, since they reached it. */
  async waiting(status: DeviceOrderStatus, limit: number): Promise<WaitingQueue> {
    const [oldest, [total]] = await Promise.all([
      this.db
        .select({
          orderId: deviceOrders.id,
          orderNumber: deviceOrders.orderNumber,
          deviceName,
          since: sql<Date>`max(${deviceOrderEvents.at})`.mapWith(deviceOrderEvents.at),
        })
        .from(deviceOrders)
        .innerJoin(
          deviceOrderEvents,
          and(eq(deviceOrderEvents.orderId, deviceOrders.id), eq(deviceOrderEvents.status, deviceOrders.status)),
        )
        .where(eq(deviceOrders.status, status))
        .groupBy(deviceOrders.id)
        .orderBy(asc(sql`max(${deviceOrderEvents.at})`), asc(deviceOrders.id))
        .limit(limit),
      this.db.select({ total: count() }).from(deviceOrders).where(eq(deviceOrders.status, status)),
    ]);
    return { count: total?.total ?? 0, oldest };
  }

  createdSince(starts: PeriodStarts): Promise<PeriodSums> {
    return createdInPeriods(this.db, deviceOrders, deviceOrders.createdAt, starts);
  }

  /** Pence of commission earned on what owners were actually paid at hand-in, since each start. */
  commissionSince(starts: PeriodStarts): Promise<PeriodSums> {
    return this.sumHandedInSince(starts, deviceOrders.commissionPence);
  }

  /** Pence paid to owners at hand-in (docs/product.md, "At the counter"), since each start. */
  paidSince(starts: PeriodStarts): Promise<PeriodSums> {
    return this.sumHandedInSince(starts, deviceOrders.paidPence);
  }

  /** A column summed over the orders paid at a hand-in in each period (quotes of unpaid orders never count). */
  private async sumHandedInSince(
    starts: PeriodStarts,
    column: typeof deviceOrders.paidPence | typeof deviceOrders.commissionPence,
  ): Promise<PeriodSums> {
    const sumSince = (start: Date) =>
      sql<number>`coalesce(sum(case when ${deviceOrderEvents.at} >= ${instant(start)} then ${column} end), 0)`.mapWith(
        Number,
      );
    const [row] = await this.db
      .select({
        today: sumSince(starts.today),
        last7Days: sumSince(starts.last7Days),
        last30Days: sumSince(starts.last30Days),
      })
      .from(deviceOrderEvents)
      .innerJoin(deviceOrders, eq(deviceOrders.id, deviceOrderEvents.orderId))
      .where(
        and(
          eq(deviceOrderEvents.status, 'Handed in'),
          gte(deviceOrderEvents.at, starts.last30Days),
          isNotNull(deviceOrders.paidPence),
        ),
      );
    return row ?? { today: 0, last7Days: 0, last30Days: 0 };
  }

  /** Orders placed in [from, to), oldest first. */
  async placedBetween(from: Date, to: Date): Promise<ReportRow[]> {
    return this.db
      .select({
        orderNumber: deviceOrders.orderNumber,
        status: deviceOrders.status,
        createdAt: deviceOrders.createdAt,
        deviceName,
        pricePence: deviceOrders.pricePence,
        paidPence: deviceOrders.paidPence,
        // Commission is earned only on what was paid: an unpaid order's is its quote's, not yet earned.
        commissionPence: sql<
          number | null
        >`case when ${deviceOrders.paidPence} is not null then ${deviceOrders.commissionPence} end`,
        ownerId: deviceOrders.ownerId,
      })
      .from(deviceOrders)
      .where(and(gte(deviceOrders.createdAt, from), lt(deviceOrders.createdAt, to)))
      .orderBy(asc(deviceOrders.createdAt), asc(deviceOrders.id));
  }

  /** Every step with its time, who made it (staff or a partner's counter) and its note. */
  async timeline(orderId: string) {
    return this.db
      .select({
        status: deviceOrderEvents.status,
        at: deviceOrderEvents.at,
        partnerId: deviceOrderEvents.partnerId,
        actorId: deviceOrderEvents.actorId,
        note: deviceOrderEvents.note,
      })
      .from(deviceOrderEvents)
      .where(eq(deviceOrderEvents.orderId, orderId))
      .orderBy(asc(deviceOrderEvents.at), asc(deviceOrderEvents.id));
  }

  /**
   * A staff step from `from` to `to` with its history entry and whatever `alongside` writes
   * (the audit entry), in one transaction; undefined when the order was no longer in `from`
   * (a double click or another member of staff got there first).
   */
  async step(
    orderId: string,
    move: { from: DeviceOrderStatus; to: DeviceOrderStatus; actorId: string; note: string | null },
    alongside: (tx: Transaction, row: DeviceOrderRow) => Promise<void>,
  ): Promise<DeviceOrderRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(deviceOrders)
        .set({ status: move.to, updatedAt: new Date() })
        .where(and(eq(deviceOrders.id, orderId), eq(deviceOrders.status, move.from)))
        .returning();
      if (!row) return undefined;
      await tx.insert(deviceOrderEvents).values({ orderId, status: move.to, actorId: move.actorId, note: move.note });
      await alongside(tx, row);
      return row;
    });
  }
}
