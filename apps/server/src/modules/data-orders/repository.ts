import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DataOrderStatus, DataOrderStep } from '@recircuit/contract';
import type { Database, Executor } from '../../db/client.ts';
import { dataOrderDownloads, dataOrderEvents, dataOrders } from './tables.ts';

export type DataOrderRow = typeof dataOrders.$inferSelect;
export type NewDataOrder = typeof dataOrders.$inferInsert;

export interface Step {
  /** The statuses the order may be in for this step (docs/product.md, "Orders and their states"). */
  from: readonly DataOrderStatus[];
  to: DataOrderStatus;
  actorId?: string | null;
  note?: string | null;
  /** The step of the device's journey this entry is, if it is one (the owner's timeline names it). */
  step?: DataOrderStep | null;
  /** Columns changed with the status, e.g. paidAt or expiresAt. */
  set?: Partial<NewDataOrder>;
}

export class DataOrdersRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** Inserts the order and its first history entry in one transaction; undefined on a unique clash. */
  async create(order: NewDataOrder): Promise<DataOrderRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(dataOrders).values(order).onConflictDoNothing().returning();
      if (!row) return undefined;
      await tx.insert(dataOrderEvents).values({ orderId: row.id, status: row.status, at: row.createdAt });
      return row;
    });
  }

  async findById(id: string, executor: Executor = this.db): Promise<DataOrderRow | undefined> {
    const [row] = await executor.select().from(dataOrders).where(eq(dataOrders.id, id));
    return row;
  }

  /** The order, locked until the transaction ends: for changes computed from its current values. */
  async lockById(id: string, executor: Executor): Promise<DataOrderRow | undefined> {
    const [row] = await executor.select().from(dataOrders).where(eq(dataOrders.id, id)).for('update');
    return row;
  }

  async findByNumber(orderNumber: string): Promise<DataOrderRow | undefined> {
    const [row] = await this.db.select().from(dataOrders).where(eq(dataOrders.orderNumber, orderNumber));
    return row;
  }

  async findByIdempotencyKey(ownerId: string, key: string): Promise<DataOrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(dataOrders)
      .where(and(eq(dataOrders.ownerId, ownerId), eq(dataOrders.idempotencyKey, key)));
    return row;
  }

  async history(orderId: string) {
    return this.db
      .select({
        status: dataOrderEvents.status,
        at: dataOrderEvents.at,
        note: dataOrderEvents.note,
        step: dataOrderEvents.step,
      })
      .from(dataOrderEvents)
      .where(eq(dataOrderEvents.orderId, orderId))
      .orderBy(asc(dataOrderEvents.at), asc(dataOrderEvents.id));
  }

  /**
   * Moves an order along one of its arrows and records the change with its time, atomically:
   * the updated row, or undefined when the order was not in one of `step.from` (an impossible
   * step, or someone got there first).
   */
  async transition(orderId: string, step: Step, executor?: Executor): Promise<DataOrderRow | undefined> {
    const run = async (tx: Executor) => {
      const [row] = await tx
        .update(dataOrders)
        .set({ ...step.set, status: step.to, updatedAt: new Date() })
        .where(and(eq(dataOrders.id, orderId), inArray(dataOrders.status, [...step.from])))
        .returning();
      if (!row) return undefined;
      await tx.insert(dataOrderEvents).values({
        orderId,
        status: step.to,
        actorId: step.actorId ?? null,
        note: step.note ?? null,
        step: step.step ?? null,
      });
      return row;
    };
    return executor ? run(executor) : this.db.transaction(run);
  }

  /** Changes columns without a status change (e.g. extra months), only while the order is in `from`. */
  async update(
    orderId: string,
    from: readonly DataOrderStatus[],
    set: Partial<NewDataOrder>,
    executor: Executor = this.db,
  ): Promise<DataOrderRow | undefined> {
    const [row] = await executor
      .update(dataOrders)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(dataOrders.id, orderId), inArray(dataOrders.status, [...from])))
      .returning();
    return row;
  }

  async listByOwner(ownerId: string, limit: number, offset: number): Promise<DataOrderRow[]> {
    return this.db
      .select()
      .from(dataOrders)
      .where(eq(dataOrders.ownerId, ownerId))
      .orderBy(desc(dataOrders.createdAt), desc(dataOrders.id))
      .limit(limit)
      .offset(offset);
  }

  async logDownload(entry: typeof dataOrderDownloads.$inferInsert, executor: Executor = this.db): Promise<void> {
    await executor.insert(dataOrderDownloads).values(entry);
  }

  async downloads(orderId: string) {
    return this.db
      .select({ at: dataOrderDownloads.at, address: dataOrderDownloads.address, by: dataOrderDownloads.byRole })
      .from(dataOrderDownloads)
      .where(eq(dataOrderDownloads.orderId, orderId))
      .orderBy(desc(dataOrderDownloads.at), desc(dataOrderDownloads.id));
  }

  async storedArchivesOf(ownerId: string) {
    return this.db
      .select({ id: dataOrders.id, archiveKey: dataOrders.archiveKey })
      .from(dataOrders)
      .where(
        and(eq(dataOrders.ownerId, ownerId), isNotNull(dataOrders.archiveKey), isNull(dataOrders.archiveDeletedAt)),
      );
  }

  /** An owner's return addresses are personal data: gone with their account, the orders kept. */
  async forgetReturnAddresses(ownerId: string): Promise<void> {
    await this.db
      .update(dataOrders)
      .set({ returnAddress: null })
      .where(and(eq(dataOrders.ownerId, ownerId), isNotNull(dataOrders.returnAddress)));
  }
}
