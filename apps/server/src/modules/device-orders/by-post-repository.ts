import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { BankDetails, ReturnAddress } from '@recircuit/contract';
import type { Database, Transaction } from '../../db/client.ts';
import type { DeviceOrderRow } from './repository.ts';
import { deviceOrderBankDetails, deviceOrderEvents, deviceOrders } from './tables.ts';

type Alongside = (tx: Transaction, row: DeviceOrderRow) => Promise<void>;

const byPost = (orderId: string) => and(eq(deviceOrders.id, orderId), eq(deviceOrders.byPost, true));
/** A sold device sent by post whose owner is not paid yet and whose order goes on. */
const stillToPay = (orderId: string) =>
  and(
    byPost(orderId),
    inArray(deviceOrders.classification, ['current', 'rare']),
    isNull(deviceOrders.paidPence),
    inArray(deviceOrders.status, ['Submitted', 'Handed in']),
  );

/**
 * The writes of a hand-in by post (docs/product.md, "Hand-in by post"). Each step is one conditional
 * update, so of two clicks at once one makes it and the other finds nothing (undefined); its history
 * and audit entries are in the same transaction.
 */
export class ByPostRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async bankDetails(orderId: string): Promise<BankDetails | undefined> {
    const [row] = await this.db
      .select({
        accountName: deviceOrderBankDetails.accountName,
        sortCode: deviceOrderBankDetails.sortCode,
        accountNumber: deviceOrderBankDetails.accountNumber,
      })
      .from(deviceOrderBankDetails)
      .where(eq(deviceOrderBankDetails.orderId, orderId));
    return row;
  }

  /** Saves (or replaces) the details while the owner is still to be paid; false once paid or ended. */
  async saveBankDetails(orderId: string, details: BankDetails): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Locks the order's row, so a transfer being recorded cannot pass between the check and the write.
      const [open] = await tx
        .update(deviceOrders)
        .set({ updatedAt: new Date() })
        .where(stillToPay(orderId))
        .returning({ id: deviceOrders.id });
      if (!open) return false;
      await tx
        .insert(deviceOrderBankDetails)
        .values({ orderId, ...details })
        .onConflictDoUpdate({
          target: deviceOrderBankDetails.orderId,
          set: { ...details, updatedAt: new Date() },
        });
      return true;
    });
  }

  /** An owner leaving: their bank details and return addresses go; the orders stay, anonymous. */
  async forgetOwner(ownerId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const theirs = tx.select({ id: deviceOrders.id }).from(deviceOrders).where(eq(deviceOrders.ownerId, ownerId));
      await tx.delete(deviceOrderBankDetails).where(inArray(deviceOrderBankDetails.orderId, theirs));
      await tx
        .update(deviceOrders)
        .set({ returnAddress: null })
        .where(and(eq(deviceOrders.ownerId, ownerId), isNotNull(deviceOrders.returnAddress)));
    });
  }

  /** Submitted → Handed in, at the hub. */
  arrival(orderId: string, actorId: string, alongside: Alongside) {
    return this.step(
      orderId,
      { status: 'Handed in', arrivedAt: new Date() },
      eq(deviceOrders.status, 'Submitted'),
      { status: 'Handed in', actorId, note: 'Arrived by post' },
      alongside,
    );
  }

  /** The grade found, and what is then due or offered. */
  inspection(
    orderId: string,
    fields: Pick<DeviceOrderRow, 'gradeFound' | 'revisedPricePence' | 'payoutDuePence'>,
    alongside: Alongside,
  ) {
    return this.step(
      orderId,
      fields,
      and(eq(deviceOrders.status, 'Handed in'), isNull(deviceOrders.gradeFound)),
      undefined,
      alongside,
    );
  }

  /** The owner accepts the revised offer: it becomes what is due. */
  accept(orderId: string, alongside: Alongside) {
    return this.step(
      orderId,
      { payoutDuePence: sql`${deviceOrders.revisedPricePence}` },
      and(awaitingDecision, isNotNull(deviceOrders.revisedPricePence)),
      undefined,
      alongside,
    );
  }

  /** The owner declines: the order ends, the device goes back to the address given, the bank details go. */
  decline(orderId: string, fields: { cancelReason: string; returnAddress: ReturnAddress }, alongside: Alongside) {
    return this.step(
      orderId,
      { ...fields, status: 'Cancelled' },
      and(awaitingDecision, isNotNull(deviceOrders.revisedPricePence)),
      { status: 'Cancelled', actorId: null, note: null },
      async (tx, row) => {
        await tx.delete(deviceOrderBankDetails).where(eq(deviceOrderBankDetails.orderId, orderId));
        await alongside(tx, row);
      },
    );
  }

  /**
   * The transfer is made (the hub buys the device, so no partner owes commission): what was due is paid and the bank details are deleted in the same
   * transaction. Undefined when nothing is due or no details are held.
   */
  transfer(orderId: string, alongside: Alongside) {
    return this.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ pence: deviceOrders.payoutDuePence })
        .from(deviceOrders)
        .where(and(stillToPay(orderId), eq(deviceOrders.status, 'Handed in'), isNotNull(deviceOrders.payoutDuePence)))
        .for('update');
      if (due?.pence === null || due?.pence === undefined) return undefined;
      const [held] = await tx
        .delete(deviceOrderBankDetails)
        .where(eq(deviceOrderBankDetails.orderId, orderId))
        .returning({ orderId: deviceOrderBankDetails.orderId });
      if (!held) return undefined;
      const [row] = await tx
        .update(deviceOrders)
        .set({
          paidPence: due.pence,
          payoutDuePence: null,
          payoutMethod: 'bank-transfer',
          updatedAt: new Date(),
        })
        .where(eq(deviceOrders.id, orderId))
        .returning();
      await alongside(tx, row!);
      return row;
    });
  }

  private step(
    orderId: string,
    set: PgUpdateSetSource<typeof deviceOrders>,
    when: ReturnType<typeof and>,
    event: { status: DeviceOrderRow['status']; actorId: string | null; note: string | null } | undefined,
    alongside: Alongside,
  ): Promise<DeviceOrderRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(deviceOrders)
        .set({ ...set, updatedAt: new Date() })
        .where(and(byPost(orderId), when))
        .returning();
      if (!row) return undefined;
      if (event) await tx.insert(deviceOrderEvents).values({ orderId, ...event });
      await alongside(tx, row);
      return row;
    });
  }
}

/** A revised offer (or a rare device's valuation) the owner has not answered yet. */
const awaitingDecision = and(
  eq(deviceOrders.status, 'Handed in'),
  isNotNull(deviceOrders.gradeFound),
  isNull(deviceOrders.payoutDuePence),
  isNull(deviceOrders.paidPence),
);
