import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { DeviceOrderRow, StepBy } from './repository.ts';
import { deviceOrderEvents, deviceOrders } from './tables.ts';

/** What the counter records on the order (docs/product.md, "At the counter"). */
export type HandInFields = Pick<
  Partial<DeviceOrderRow>,
  'gradeFound' | 'revisedPricePence' | 'paidPence' | 'payoutMethod' | 'commissionPence' | 'cancelReason'
>;

/** The counter's query of device orders (docs/product.md, "At the counter"). */
export class HandInRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Records the inspection on an order still `Submitted`, and when `to` is given moves it there with its
   * history entry; `alongside` (the audit entry) is written in the same transaction. Undefined when the
   * order was no longer `Submitted`: another confirmation got there first.
   */
  async record(
    orderId: string,
    change: { fields: HandInFields; to?: 'Handed in' | 'Cancelled'; by: StepBy },
    alongside: (tx: Transaction, row: DeviceOrderRow) => Promise<void>,
  ): Promise<DeviceOrderRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(deviceOrders)
        .set({ ...change.fields, ...(change.to ? { status: change.to } : {}), updatedAt: new Date() })
        .where(and(eq(deviceOrders.id, orderId), eq(deviceOrders.status, 'Submitted')))
        .returning();
      if (!row) return undefined;
      if (change.to) {
        await tx.insert(deviceOrderEvents).values({
          orderId,
          status: change.to,
          partnerId: change.by.partnerId ?? null,
          actorId: change.by.actorId ?? null,
        });
      }
      await alongside(tx, row);
      return row;
    });
  }
}
