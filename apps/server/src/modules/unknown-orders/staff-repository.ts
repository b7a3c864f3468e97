import { and, asc, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { modelNameSql } from '../../lib/model-name-sql.ts';
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
import { unknownOrderEvents, unknownOrders } from './tables.ts';

export type UnknownOrderRow = typeof unknownOrders.$inferSelect;
export type UnknownOrderStatus = UnknownOrderRow['status'];
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Until staff identify it, an unknown device is known by the owner's words. */
const deviceName = sql<string>`coalesce(${modelNameSql(unknownOrders.modelBrand, unknownOrders.modelName)}, left(${unknownOrders.description}, 120))`;

/** The staff side's queries of unknown-device orders (docs/operations.md, "The operations console"). */
export class UnknownOrdersStaffRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async findById(id: string): Promise<UnknownOrderRow | undefined> {
    const [row] = await this.db.select().from(unknownOrders).where(eq(unknownOrders.id, id));
    return row;
  }

  private where(search: Pick<OrderSearch, 'status' | 'text' | 'ownerIds'>): SQL | undefined {
    const conditions: SQL[] = [];
    if (search.status) conditions.push(eq(unknownOrders.status, search.status as UnknownOrderStatus));
    if (search.text) {
      const pattern = containsPattern(search.text);
      const matches = [
        sql`lower(${unknownOrders.orderNumber}) like ${pattern}`,
        sql`lower(${unknownOrders.description}) like ${pattern}`,
        sql`lower(coalesce(${modelNameSql(unknownOrders.modelBrand, unknownOrders.modelName)}, '')) like ${pattern}`,
      ];
      if (search.ownerIds) matches.push(inArray(unknownOrders.ownerId, search.ownerIds));
      conditions.push(or(...matches) as SQL);
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  async search(search: OrderSearch): Promise<{ rows: StaffOrderRow[]; total: number }> {
    const where = this.where(search);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          orderId: unknownOrders.id,
          orderNumber: unknownOrders.orderNumber,
          status: unknownOrders.status,
          variant: sql<null>`null`,
          deviceName,
          pricePence: unknownOrders.pricePence,
          createdAt: unknownOrders.createdAt,
          ownerId: unknownOrders.ownerId,
        })
        .from(unknownOrders)
        .where(where)
        .orderBy(
          ...staffOrderBy(search.sort, {
            createdAt: unknownOrders.createdAt,
            orderNumber: unknownOrders.orderNumber,
            deviceName: deviceName,
            status: unknownOrders.status,
            price: unknownOrders.pricePence,
            ownerId: unknownOrders.ownerId,
            id: unknownOrders.id,
          }),
        )
        .limit(search.limit)
        .offset(search.offset),
      this.db.select({ total: count() }).from(unknownOrders).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  /** Orders in `status`, the longest waiting first, since they reached it. */
  async waiting(status: UnknownOrderStatus, limit: number): Promise<WaitingQueue> {
    const since = sql`max(${unknownOrderEvents.at})`;
    const [oldest, [total]] = await Promise.all([
      this.db
        .select({
          orderId: unknownOrders.id,
          orderNumber: unknownOrders.orderNumber,
          deviceName,
          since: since.mapWith(unknownOrderEvents.at),
        })
        .from(unknownOrders)
        .innerJoin(
          unknownOrderEvents,
          and(eq(unknownOrderEvents.orderId, unknownOrders.id), eq(unknownOrderEvents.status, unknownOrders.status)),
        )
        .where(eq(unknownOrders.status, status))
        .groupBy(unknownOrders.id)
        .orderBy(asc(since), asc(unknownOrders.id))
        .limit(limit),
      this.db.select({ total: count() }).from(unknownOrders).where(eq(unknownOrders.status, status)),
    ]);
    return { count: total?.total ?? 0, oldest: oldest as WaitingQueue['oldest'] };
  }

  createdSince(starts: PeriodStarts): Promise<PeriodSums> {
    return createdInPeriods(this.db, unknownOrders, unknownOrders.createdAt, starts);
  }

  async placedBetween(from: Date, to: Date): Promise<ReportRow[]> {
    return this.db
      .select({
        orderNumber: unknownOrders.orderNumber,
        status: unknownOrders.status,
        createdAt: unknownOrders.createdAt,
        deviceName,
        pricePence: unknownOrders.pricePence,
        ownerId: unknownOrders.ownerId,
      })
      .from(unknownOrders)
      .where(and(gte(unknownOrders.createdAt, from), lt(unknownOrders.createdAt, to)))
      .orderBy(asc(unknownOrders.createdAt), asc(unknownOrders.id));
  }

  async timeline(orderId: string) {
    return this.db
      .select({
        status: unknownOrderEvents.status,
        at: unknownOrderEvents.at,
        actorId: unknownOrderEvents.actorId,
        note: unknownOrderEvents.note,
      })
      .from(unknownOrderEvents)
      .where(eq(unknownOrderEvents.orderId, orderId))
      .orderBy(asc(unknownOrderEvents.at), asc(unknownOrderEvents.id));
  }

  /**
   * A staff step with its history entry and what `alongside` writes (the audit entry), in one
   * transaction; undefined when the order was no longer in one of `from`.
   */
  async step(
    orderId: string,
    move: {
      from: readonly UnknownOrderStatus[];
      to: UnknownOrderStatus;
      actorId: string;
      note: string | null;
      set?: Partial<typeof unknownOrders.$inferInsert>;
    },
    alongside: (tx: Transaction, row: UnknownOrderRow) => Promise<void>,
  ): Promise<UnknownOrderRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(unknownOrders)
        .set({ ...move.set, status: move.to, updatedAt: new Date() })
        .where(and(eq(unknownOrders.id, orderId), inArray(unknownOrders.status, [...move.from])))
        .returning();
      if (!row) return undefined;
      await tx.insert(unknownOrderEvents).values({ orderId, status: move.to, actorId: move.actorId, note: move.note });
      await alongside(tx, row);
      return row;
    });
  }
}
