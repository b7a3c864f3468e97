import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { HandoverStep } from '@recircuit/contract';
import type { Database, Transaction } from '../../db/client.ts';
import { deviceOrderEvents, deviceOrders } from './tables.ts';

export type DeviceOrderRow = typeof deviceOrders.$inferSelect;
export type NewDeviceOrder = typeof deviceOrders.$inferInsert;
export type DeviceOrderStatus = DeviceOrderRow['status'];
/** Who made a status change: a partner's counter, or a member of staff. */
export interface StepBy {
  partnerId?: string;
  actorId?: string;
}

export class DeviceOrdersRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Inserts the order and its first history entry in one transaction (or in the caller's, when
   * another module's step opens the order); undefined on a unique clash.
   */
  async create(
    order: NewDeviceOrder,
    executor?: Transaction,
    note: string | null = null,
  ): Promise<DeviceOrderRow | undefined> {
    const run = async (tx: Transaction) => {
      const [row] = await tx.insert(deviceOrders).values(order).onConflictDoNothing().returning();
      if (!row) return undefined;
      await tx.insert(deviceOrderEvents).values({ orderId: row.id, status: row.status, at: row.createdAt, note });
      return row;
    };
    return executor ? run(executor) : this.db.transaction(run);
  }

  async findByIdempotencyKey(ownerId: string, key: string): Promise<DeviceOrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(deviceOrders)
      .where(and(eq(deviceOrders.ownerId, ownerId), eq(deviceOrders.idempotencyKey, key)));
    return row;
  }

  async findById(id: string): Promise<DeviceOrderRow | undefined> {
    const [row] = await this.db.select().from(deviceOrders).where(eq(deviceOrders.id, id));
    return row;
  }

  async findByDeviceId(deviceId: string): Promise<DeviceOrderRow | undefined> {
    const [row] = await this.db.select().from(deviceOrders).where(eq(deviceOrders.deviceId, deviceId));
    return row;
  }

  async history(orderId: string) {
    return this.db
      .select({ status: deviceOrderEvents.status, at: deviceOrderEvents.at, partnerId: deviceOrderEvents.partnerId })
      .from(deviceOrderEvents)
      .where(eq(deviceOrderEvents.orderId, orderId))
      .orderBy(asc(deviceOrderEvents.at), asc(deviceOrderEvents.id));
  }

  /**
   * Moves an order from one status to the next and records the change, in one
   * transaction; false when the order was no longer in `from` (someone got there first).
   */
  async transition(
    orderId: string,
    from: DeviceOrderStatus,
    to: DeviceOrderStatus,
    by: StepBy = {},
    /** Written in the same transaction once the step is made, e.g. its audit entry. */
    alongside?: (tx: Transaction) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const changed = await tx
        .update(deviceOrders)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(deviceOrders.id, orderId), eq(deviceOrders.status, from)))
        .returning({ id: deviceOrders.id });
      if (changed.length === 0) return false;
      await tx
        .insert(deviceOrderEvents)
        .values({ orderId, status: to, partnerId: by.partnerId ?? null, actorId: by.actorId ?? null });
      await alongside?.(tx);
      return true;
    });
  }

  /** The checklist's ticks, only while the order is Submitted; false once it has moved on. */
  async setHandoverDone(orderId: string, done: HandoverStep[]): Promise<boolean> {
    const changed = await this.db
      .update(deviceOrders)
      .set({ handoverDone: done, updatedAt: new Date() })
      .where(and(eq(deviceOrders.id, orderId), eq(deviceOrders.status, 'Submitted')))
      .returning({ id: deviceOrders.id });
    return changed.length > 0;
  }

  async activateVoucher(orderId: string): Promise<void> {
    await this.db
      .update(deviceOrders)
      .set({ voucherActivatedAt: sql`coalesce(${deviceOrders.voucherActivatedAt}, now())`, updatedAt: new Date() })
      .where(eq(deviceOrders.id, orderId));
  }

  async listByOwner(ownerId: string, limit: number, offset: number): Promise<DeviceOrderRow[]> {
    return this.db
      .select()
      .from(deviceOrders)
      .where(eq(deviceOrders.ownerId, ownerId))
      .orderBy(desc(deviceOrders.createdAt), desc(deviceOrders.id))
      .limit(limit)
      .offset(offset);
  }
}
