import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { paymentRefunds } from './tables.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefund = typeof paymentRefunds.$inferInsert;
export type RefundReason = RefundRow['reason'];

/** The refunds of payments that could not apply (docs/operations.md, "Refunds"). */
export class RefundRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** Records a refund to make; undefined when the checkout has one already (a retried event). */
  async insert(refund: NewRefund, tx: Executor): Promise<RefundRow | undefined> {
    const [row] = await tx.insert(paymentRefunds).values(refund).onConflictDoNothing().returning();
    return row;
  }

  /**
   * Takes a pending refund to ask the provider for it, unless another instance or turn did so
   * within `leaseMs`: the row, with this attempt counted, or undefined.
   */
  async claim(refundId: string, leaseMs: number): Promise<RefundRow | undefined> {
    const [row] = await this.db
      .update(paymentRefunds)
      .set({ attempts: sql`${paymentRefunds.attempts} + 1`, attemptedAt: new Date() })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending'), this.free(leaseMs)))
      .returning();
    return row;
  }

  /** Pending refunds no instance is asking the provider for just now, oldest first. */
  async due(leaseMs: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.status, 'pending'), this.free(leaseMs)))
      .orderBy(asc(paymentRefunds.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  private free(leaseMs: number) {
    return or(isNull(paymentRefunds.attemptedAt), lt(paymentRefunds.attemptedAt, new Date(Date.now() - leaseMs)));
  }

  /** pending → refunded (or failed, given up); the row, or undefined when it was not pending. */
  async finish(
    refundId: string,
    outcome: { status: 'refunded'; providerRefundId: string } | { status: 'failed' },
    tx: Executor,
  ): Promise<RefundRow | undefined> {
    const [row] = await tx
      .update(paymentRefunds)
      .set(
        outcome.status === 'refunded'
          ? { status: 'refunded', providerRefundId: outcome.providerRefundId, refundedAt: new Date() }
          : { status: 'failed' },
      )
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')))
      .returning();
    return row;
  }
}
