import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { StaffOrderQueries, type StaffOrderTable } from '../../lib/staff-order-queries.ts';
import {
  instant,
  type PeriodStarts,
  type PeriodSums,
  type ReportRow,
  type WaitingQueue,
} from '../../lib/staff-orders.ts';
import { modelNameSql } from '../../lib/model-name-sql.ts';
import { deviceOrderEvents, deviceOrders } from './tables.ts';
import type { DeviceOrderRow, DeviceOrderStatus } from './repository.ts';

const deviceName = sql<string>`${modelNameSql(deviceOrders.brand, deviceOrders.modelName)}`;

/** Device orders as the operations console reads them (lib/staff-order-queries.ts). */
const staffTable: StaffOrderTable = {
  table: deviceOrders,
  id: deviceOrders.id,
  orderNumber: deviceOrders.orderNumber,
  status: deviceOrders.status,
  variant: deviceOrders.classification,
  deviceName,
  pricePence: deviceOrders.pricePence,
  createdAt: deviceOrders.createdAt,
  ownerId: deviceOrders.ownerId,
  searched: [deviceName],
  events: {
    table: deviceOrderEvents,
    id: deviceOrderEvents.id,
    orderId: deviceOrderEvents.orderId,
    status: deviceOrderEvents.status,
    at: deviceOrderEvents.at,
  },
};

/** The staff side's queries of device orders (docs/operations.md, "The operations console"). */
export class DeviceOrdersStaffRepository extends StaffOrderQueries {
  private readonly db: Database;
  constructor(db: Database) {
    super(db, staffTable);
    this.db = db;
  }

  /** Orders in `status`, the longest waiting first, since they reached it. */
  waiting(status: DeviceOrderStatus, limit: number): Promise<WaitingQueue> {
    return this.waitingIn(status, limit);
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

  /** Device orders by journey (their kind: recycle, current, rare, donate) and state, for the metrics. */
  stateCounts() {
    return this.db
      .select({ kind: deviceOrders.classification, state: deviceOrders.status, value: count() })
      .from(deviceOrders)
      .groupBy(deviceOrders.classification, deviceOrders.status);
  }

  /** Orders placed in [from, to), oldest first, with what was paid and earned. */
  override placedBetween(from: Date, to: Date): Promise<ReportRow[]> {
    return super.placedBetween(from, to, {
      paidPence: deviceOrders.paidPence,
      // Commission is earned only on what was paid: an unpaid order's is its quote's, not yet earned.
      commissionPence: sql<
        number | null
      >`case when ${deviceOrders.paidPence} is not null then ${deviceOrders.commissionPence} end`,
    });
  }

  /** Every step with its time, who made it (staff or a partner's counter) and its note. */
  timeline(orderId: string) {
    return this.stepsOf<
      Pick<typeof deviceOrderEvents.$inferSelect, 'status' | 'at' | 'partnerId' | 'actorId' | 'note'>
    >(orderId, {
      status: deviceOrderEvents.status,
      at: deviceOrderEvents.at,
      partnerId: deviceOrderEvents.partnerId,
      actorId: deviceOrderEvents.actorId,
      note: deviceOrderEvents.note,
    });
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
