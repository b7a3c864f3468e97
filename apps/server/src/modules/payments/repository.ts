import { and, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { instant, type PeriodStarts, type PeriodSums } from '../../lib/staff-orders.ts';
import type { Database, Executor } from '../../db/client.ts';
import { paymentCheckouts, paymentEvents, paymentRefunds } from './tables.ts';

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;
export type NewCheckout = typeof paymentCheckouts.$inferInsert;
export type CheckoutStatus = CheckoutRow['status'];
export type CheckoutPurpose = CheckoutRow['purpose'];

/**
 * The first key of the per-order payment lock (two-key advisory locks, so it shares no keys with
 * the one-key locks of the rate limiter and the importers); the second is the order id's hash.
 */
const ORDER_PAYMENT_LOCK = 72_414_100;

export class PaymentsRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Until the transaction ends, the order's checkouts are changed by this transaction alone:
   * opening one, closing them, applying a payment (docs/api.md, "Payments and webhooks").
   */
  async lockOrder(orderId: string, tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(ORDER_PAYMENT_LOCK))}, hashtext(${orderId}))`);
  }

  /** Pence kept (orders and extensions alike, less refunds) since each start, by when the payment was confirmed. */
  async paidSince(starts: PeriodStarts): Promise<PeriodSums> {
    const kept = sql`${paymentCheckouts.amountPence} - coalesce(${paymentRefunds.amountPence}, 0)`;
    const sumSince = (start: Date) =>
      sql<number>`coalesce(sum(case when ${paymentCheckouts.paidAt} >= ${instant(start)} then ${kept} end), 0)`.mapWith(
        Number,
      );
    const [row] = await this.db
      .select({
        today: sumSince(starts.today),
        last7Days: sumSince(starts.last7Days),
        last30Days: sumSince(starts.last30Days),
      })
      .from(paymentCheckouts)
      .leftJoin(paymentRefunds, eq(paymentRefunds.checkoutId, paymentCheckouts.id))
      .where(and(eq(paymentCheckouts.status, 'paid'), gte(paymentCheckouts.paidAt, starts.last30Days)));
    return row ?? { today: 0, last7Days: 0, last30Days: 0 };
  }

  /** The data service's checkouts by state (open, paid, failed, expired, as the signed provider events left them). */
  async checkoutCounts(): Promise<{ state: CheckoutStatus; value: number }[]> {
    return this.db
      .select({ state: paymentCheckouts.status, value: count() })
      .from(paymentCheckouts)
      .groupBy(paymentCheckouts.status);
  }

  async insertCheckout(checkout: NewCheckout, executor: Executor = this.db): Promise<CheckoutRow> {
    const [row] = await executor.insert(paymentCheckouts).values(checkout).returning();
    return row as CheckoutRow;
  }

  async findById(checkoutId: string, executor: Executor = this.db): Promise<CheckoutRow | undefined> {
    const [row] = await executor.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId));
    return row;
  }

  /** Closes the order's open checkouts (of one purpose, or all); the rows closed, to close at the provider too. */
  async closeOpen(orderId: string, purpose: CheckoutPurpose | undefined, executor: Executor): Promise<CheckoutRow[]> {
    return executor
      .update(paymentCheckouts)
      .set({ status: 'expired' })
      .where(
        and(
          eq(paymentCheckouts.orderId, orderId),
          eq(paymentCheckouts.status, 'open'),
          purpose ? eq(paymentCheckouts.purpose, purpose) : undefined,
        ),
      )
      .returning();
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
    paymentId?: string,
  ): Promise<CheckoutRow | undefined> {
    const [row] = await executor
      .update(paymentCheckouts)
      .set({ status: to, ...(to === 'paid' ? { paidAt: new Date(), providerPaymentId: paymentId ?? null } : {}) })
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
