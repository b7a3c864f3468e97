import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { instant, type PeriodStarts, type PeriodSums } from '../../lib/staff-orders.ts';
import type { Database } from '../../db/client.ts';
import { paymentCheckouts, paymentEvents } from './tables.ts';

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;
export type NewCheckout = typeof paymentCheckouts.$inferInsert;
export type CheckoutStatus = CheckoutRow['status'];
export type CheckoutPurpose = CheckoutRow['purpose'];
/** A database or a transaction (an event's changes share one). */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export class PaymentsRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Pence paid (orders and extensions alike) since each start, by when the payment was confirmed. */
  async paidSince(starts: PeriodStarts): Promise<PeriodSums> {
    const sumSince = (start: Date) =>
      sql<number>`coalesce(sum(case when ${paymentCheckouts.paidAt} >= ${instant(start)} then ${paymentCheckouts.amountPence} end), 0)`.mapWith(
        Number,
      );
    const [row] = await this.db
      .select({
        today: sumSince(starts.today),
        last7Days: sumSince(starts.last7Days),
        last30Days: sumSince(starts.last30Days),
      })
      .from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.status, 'paid'), gte(paymentCheckouts.paidAt, starts.last30Days)));
    return row ?? { today: 0, last7Days: 0, last30Days: 0 };
  }

  async insertCheckout(checkout: NewCheckout): Promise<CheckoutRow> {
    const [row] = await this.db.insert(paymentCheckouts).values(checkout).returning();
    return row as CheckoutRow;
  }

  async findBySession(provider: string, sessionId: string, executor: Executor = this.db) {
    const [row] = await executor
      .select()
      .from(paymentCheckouts)
      .where(
        and(
          eq(paymentCheckouts.provider, provider as CheckoutRow['provider']),
          eq(paymentCheckouts.providerSessionId, sessionId),
        ),
      );
    return row;
  }

  /** Checkouts of an order that can still be paid, newest first. */
  async openCheckouts(orderId: string, purpose?: CheckoutPurpose): Promise<CheckoutRow[]> {
    return this.db
      .select()
      .from(paymentCheckouts)
      .where(
        and(
          eq(paymentCheckouts.orderId, orderId),
          eq(paymentCheckouts.status, 'open'),
          gt(paymentCheckouts.expiresAt, new Date()),
          purpose ? eq(paymentCheckouts.purpose, purpose) : undefined,
        ),
      )
      .orderBy(desc(paymentCheckouts.createdAt));
  }

  /** Moves a checkout to `to` only from one of `from`; the updated row, or undefined. */
  async setStatus(
    checkoutId: string,
    from: readonly CheckoutStatus[],
    to: CheckoutStatus,
    executor: Executor = this.db,
  ): Promise<CheckoutRow | undefined> {
    const [row] = await executor
      .update(paymentCheckouts)
      .set({ status: to, ...(to === 'paid' ? { paidAt: new Date() } : {}) })
      .where(and(eq(paymentCheckouts.id, checkoutId), inArray(paymentCheckouts.status, [...from])))
      .returning();
    return row;
  }

  /** Records a provider event; false when it was recorded before (a replay or a retry). */
  async recordEvent(provider: string, eventId: string, type: string, executor: Executor): Promise<boolean> {
    const inserted = await executor
      .insert(paymentEvents)
      .values({ provider, eventId, type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return inserted.length > 0;
  }
}
