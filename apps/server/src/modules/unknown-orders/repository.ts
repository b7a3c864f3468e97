import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { unknownOrderEvents, unknownOrderImages, unknownOrders } from './tables.ts';

export type UnknownOrderRow = typeof unknownOrders.$inferSelect;
export type NewUnknownOrder = typeof unknownOrders.$inferInsert;
export type UnknownOrderStatus = UnknownOrderRow['status'];

/** The owner's side's queries of unknown-device orders. */
export class UnknownOrdersRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** Inserts the order and its first history entry; undefined on a unique clash (its Idempotency-Key taken). */
  async create(order: NewUnknownOrder, executor: Executor = this.db): Promise<UnknownOrderRow | undefined> {
    const [row] = await executor.insert(unknownOrders).values(order).onConflictDoNothing().returning();
    if (!row) return undefined;
    await executor.insert(unknownOrderEvents).values({ orderId: row.id, status: row.status, at: row.createdAt });
    return row;
  }

  /** The order's images, in the order the owner gave them. */
  async attachImages(orderId: string, uploadKeys: string[], executor: Executor = this.db): Promise<void> {
    await executor
      .insert(unknownOrderImages)
      .values(uploadKeys.map((uploadKey, position) => ({ orderId, uploadKey, position })));
  }

  async listByOwner(ownerId: string, limit: number, offset: number): Promise<UnknownOrderRow[]> {
    return this.db
      .select()
      .from(unknownOrders)
      .where(eq(unknownOrders.ownerId, ownerId))
      .orderBy(desc(unknownOrders.createdAt), desc(unknownOrders.id))
      .limit(limit)
      .offset(offset);
  }

  async findByIdempotencyKey(ownerId: string, key: string): Promise<UnknownOrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(unknownOrders)
      .where(and(eq(unknownOrders.ownerId, ownerId), eq(unknownOrders.idempotencyKey, key)));
    return row;
  }

  /** The images of all these orders, in one query whatever their number, each order's in position order. */
  async imagesOf(orderIds: string[]): Promise<{ orderId: string; key: string }[]> {
    return this.db
      .select({ orderId: unknownOrderImages.orderId, key: unknownOrderImages.uploadKey })
      .from(unknownOrderImages)
      .where(inArray(unknownOrderImages.orderId, orderIds))
      .orderBy(asc(unknownOrderImages.position));
  }
}
