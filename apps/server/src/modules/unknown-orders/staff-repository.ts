import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { modelNameSql } from '../../lib/model-name-sql.ts';
import { StaffOrderQueries, type StaffOrderTable } from '../../lib/staff-order-queries.ts';
import type { WaitingQueue } from '../../lib/staff-orders.ts';
import type { UnknownOrderRow, UnknownOrderStatus } from './repository.ts';
import { unknownOrderEvents, unknownOrders } from './tables.ts';

/** Until staff identify it, an unknown device is known by the owner's words. */
const deviceName = sql<string>`coalesce(${modelNameSql(unknownOrders.modelBrand, unknownOrders.modelName)}, left(${unknownOrders.description}, 120))`;

/** Unknown-device orders as the operations console reads them (lib/staff-order-queries.ts). */
const staffTable: StaffOrderTable = {
  table: unknownOrders,
  id: unknownOrders.id,
  orderNumber: unknownOrders.orderNumber,
  status: unknownOrders.status,
  variant: sql<null>`null`,
  deviceName,
  pricePence: unknownOrders.pricePence,
  createdAt: unknownOrders.createdAt,
  ownerId: unknownOrders.ownerId,
  searched: [
    unknownOrders.description,
    sql`coalesce(${modelNameSql(unknownOrders.modelBrand, unknownOrders.modelName)}, '')`,
  ],
  events: {
    table: unknownOrderEvents,
    id: unknownOrderEvents.id,
    orderId: unknownOrderEvents.orderId,
    status: unknownOrderEvents.status,
    at: unknownOrderEvents.at,
  },
};

/** The staff side's queries of unknown-device orders (docs/operations.md, "The operations console"). */
export class UnknownOrdersStaffRepository extends StaffOrderQueries {
  private readonly db: Database;
  constructor(db: Database) {
    super(db, staffTable);
    this.db = db;
  }

  async findById(id: string): Promise<UnknownOrderRow | undefined> {
    const [row] = await this.db.select().from(unknownOrders).where(eq(unknownOrders.id, id));
    return row;
  }

  /** Orders in `status`, the longest waiting first, since they reached it. */
  waiting(status: UnknownOrderStatus, limit: number): Promise<WaitingQueue> {
    return this.waitingIn(status, limit);
  }

  /** Unknown-device orders by state, for the metrics. */
  stateCounts() {
    return this.db
      .select({ state: unknownOrders.status, value: count() })
      .from(unknownOrders)
      .groupBy(unknownOrders.status);
  }

  /** Every step with who made it and its note. */
  timeline(orderId: string) {
    return this.stepsOf<Pick<typeof unknownOrderEvents.$inferSelect, 'status' | 'at' | 'actorId' | 'note'>>(orderId, {
      status: unknownOrderEvents.status,
      at: unknownOrderEvents.at,
      actorId: unknownOrderEvents.actorId,
      note: unknownOrderEvents.note,
    });
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
