import type { Database } from '../../db/client.ts';
import { AuditLog } from '../audit/service.ts';
import type { PaymentProvider } from './provider.ts';
import { RefundRepository, type RefundReason, type RefundRow } from './refund-repository.ts';
import type { PaymentsRepository } from './repository.ts';

/** A refund the provider has made, handed to the module that sold the order so it can tell the owner. */
export interface MadeRefund {
  orderId: string;
  checkoutId: string;
  amountPence: number;
  reason: RefundReason;
  months: number;
}

export interface RefundsDeps {
  db: Database;
  checkouts: PaymentsRepository;
  provider: PaymentProvider;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
  /** Emails the owner once the refund is made. */
  made(refund: MadeRefund): Promise<void>;
}

/** While one attempt may still be waiting for the provider, no other starts (Stripe's client gives up within a minute). */
export const REFUND_LEASE_MS = 5 * 60 * 1000;
/**
 * Attempts before a refund is left to a person. The job tries every ten minutes, so every
 * attempt falls within the 24 hours Stripe keeps an idempotency key.
 */
export const REFUND_MAX_ATTEMPTS = 12;
/** The reasons that make a payment a second one for the same thing: Stripe's `duplicate`. */
const DUPLICATES: readonly RefundReason[] = ['order-paid', 'checkout-closed'];

/**
 * Refunds of payments that could not apply (docs/operations.md, "Refunds"): each is recorded in the
 * paid event's transaction, then asked of the provider under our id as its idempotency key,
 * audited with no actor (the system made it) and emailed to the owner; one that fails is
 * tried again by the refund job.
 */
export class PaymentRefunds {
  readonly repository: RefundRepository;
  private readonly deps: RefundsDeps;

  constructor(deps: RefundsDeps) {
    this.deps = deps;
    this.repository = new RefundRepository(deps.db);
  }

  /** Asks the provider for one pending refund, unless another attempt holds it. */
  async make(refundId: string): Promise<void> {
    const refund = await this.repository.claim(refundId, REFUND_LEASE_MS);
    if (!refund) return;
    const checkout = await this.deps.checkouts.findById(refund.checkoutId);
    if (!checkout) throw new Error(`refund ${refund.id} names no checkout`);
    let providerRefundId: string;
    try {
      ({ providerRefundId } = await this.deps.provider.refund({
        refundId: refund.id,
        sessionId: checkout.providerSessionId,
        paymentId: checkout.providerPaymentId ?? undefined,
        amountPence: refund.amountPence,
        duplicate: DUPLICATES.includes(refund.reason),
        retry: refund.attempts > 1,
      }));
    } catch (error) {
      await this.failed(refund, error);
      return;
    }
    const made = await this.deps.db.transaction(async (tx) => {
      const row = await this.repository.finish(refund.id, { status: 'refunded', providerRefundId }, tx);
      if (row) await AuditLog.record(tx, { actorId: null, action: 'payment.refund', ...this.audited(row) });
      return row;
    });
    if (!made) return;
    await this.deps
      .made({
        orderId: made.orderId,
        checkoutId: made.checkoutId,
        amountPence: made.amountPence,
        reason: made.reason,
        months: made.months,
      })
      .catch((error: unknown) => this.deps.log.error({ err: error, refundId: made.id }, 'refund email not sent'));
  }

  /** The refund job's turn: every pending refund no attempt holds. */
  async retryDue(limit = 50): Promise<number> {
    const due = await this.repository.due(REFUND_LEASE_MS, limit);
    for (const refundId of due) {
      await this.make(refundId).catch((error: unknown) =>
        this.deps.log.error({ err: error, refundId }, 'refund not made; the refund job tries again'),
      );
    }
    return due.length;
  }

  private async failed(refund: RefundRow, error: unknown) {
    const ids = {
      refundId: refund.id,
      checkoutId: refund.checkoutId,
      orderId: refund.orderId,
      attempts: refund.attempts,
    };
    if (refund.attempts < REFUND_MAX_ATTEMPTS) {
      this.deps.log.error(
        { err: error, ...ids },
        'the payment provider did not make a refund; the refund job tries again',
      );
      return;
    }
    await this.deps.db.transaction(async (tx) => {
      const row = await this.repository.finish(refund.id, { status: 'failed' }, tx);
      if (row) await AuditLog.record(tx, { actorId: null, action: 'payment.refund-failed', ...this.audited(row) });
    });
    this.deps.log.error(
      { err: error, ...ids },
      'refund not made after every attempt: refund it by hand (docs/operations.md, "Refunds")',
    );
  }

  private audited(refund: RefundRow) {
    return {
      subject: `data-order:${refund.orderId}`,
      detail: {
        refundId: refund.id,
        checkoutId: refund.checkoutId,
        provider: refund.provider,
        providerRefundId: refund.providerRefundId,
        amountPence: refund.amountPence,
        reason: refund.reason,
        months: refund.months,
      },
    };
  }
}
