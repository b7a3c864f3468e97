import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { DataOrderRow } from './repository.ts';
import { dataOrderEvents, dataOrders } from './tables.ts';

/** The columns that record an email as handed to the mailer, claimed before it is sent. */
type Claim = 'expiryReminderSentAt' | 'deletionReceiptSentAt';

/** The hosting-expiry job's queries: each step is conditional, so a repeated or overlapping run does nothing twice. */
export class ExpiryRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** Completed retrievals ending within the reminder window that were not reminded yet. */
  async dueForReminder(now: Date, windowEnd: Date, limit: number): Promise<DataOrderRow[]> {
    return this.db
      .select()
      .from(dataOrders)
      .where(
        and(
          eq(dataOrders.status, 'Completed'),
          gt(dataOrders.expiresAt, now),
          lte(dataOrders.expiresAt, windowEnd),
          isNull(dataOrders.expiryReminderSentAt),
        ),
      )
      .orderBy(asc(dataOrders.expiresAt))
      .limit(limit);
  }

  /** Completed orders whose hosting has ended by `now`. */
  async dueForExpiry(now: Date, limit: number): Promise<DataOrderRow[]> {
    return this.db
      .select()
      .from(dataOrders)
      .where(and(eq(dataOrders.status, 'Completed'), lte(dataOrders.expiresAt, now)))
      .orderBy(asc(dataOrders.expiresAt))
      .limit(limit);
  }

  /** Expired orders whose archive is still stored (a run stopped between the two steps). */
  async archivesToDelete(limit: number): Promise<DataOrderRow[]> {
    return this.db
      .select()
      .from(dataOrders)
      .where(
        and(eq(dataOrders.status, 'Expired'), isNotNull(dataOrders.archiveKey), isNull(dataOrders.archiveDeletedAt)),
      )
      .limit(limit);
  }

  /** Orders whose archive is gone and whose owner has not been sent the receipt. */
  async receiptsToSend(limit: number): Promise<DataOrderRow[]> {
    return this.db
      .select()
      .from(dataOrders)
      .where(
        and(
          eq(dataOrders.status, 'Expired'),
          isNotNull(dataOrders.archiveDeletedAt),
          isNull(dataOrders.deletionReceiptSentAt),
        ),
      )
      .limit(limit);
  }

  /**
   * Completed → Expired, only if hosting has really ended at `now` (an extension paid a moment
   * ago moved expiresAt, and then nothing happens), with its history entry.
   */
  async expireIfDue(executor: Executor, orderId: string, now: Date): Promise<DataOrderRow | undefined> {
    const [row] = await executor
      .update(dataOrders)
      .set({ status: 'Expired', updatedAt: now })
      .where(and(eq(dataOrders.id, orderId), eq(dataOrders.status, 'Completed'), lte(dataOrders.expiresAt, now)))
      .returning();
    if (!row) return undefined;
    await executor
      .insert(dataOrderEvents)
      .values({ orderId, status: 'Expired', at: now, note: 'Hosting ended: the archive is deleted' });
    return row;
  }

  async markArchiveDeleted(orderId: string, at: Date): Promise<void> {
    await this.db
      .update(dataOrders)
      .set({ archiveDeletedAt: at, updatedAt: at })
      .where(and(eq(dataOrders.id, orderId), isNull(dataOrders.archiveDeletedAt)));
  }

  /** Takes the right to send one email: true for exactly one caller. */
  async claim(orderId: string, column: Claim, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(dataOrders)
      .set({ [column]: at })
      .where(and(eq(dataOrders.id, orderId), isNull(dataOrders[column])))
      .returning({ id: dataOrders.id });
    return rows.length === 1;
  }

  /** Gives a claim back when the mailer could not send, so the next run tries again. */
  async release(orderId: string, column: Claim): Promise<void> {
    await this.db
      .update(dataOrders)
      .set({ [column]: null })
      .where(eq(dataOrders.id, orderId));
  }
}
