import { CHECKOUT_EXPIRES_HOURS, PAYMENT_MESSAGES } from '@recircuit/contract';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { newId } from '../../lib/ids.ts';
import type { PeriodStarts, PeriodSums } from '../../lib/staff-orders.ts';
import { InvalidEventError, type CheckoutLineItem, type PaymentEvent, type PaymentProvider } from './provider.ts';
import type { RefundReason } from './refund-repository.ts';
import { PaymentRefunds, type MadeRefund } from './refunds.ts';
import { PaymentsRepository, type CheckoutPurpose, type CheckoutRow, type CheckoutStatus } from './repository.ts';

export type { Executor as PaymentExecutor } from '../../db/client.ts';
export type { RefundReason } from './refund-repository.ts';
export type { MadeRefund } from './refunds.ts';

/** A checkout the provider confirmed as paid, handed to the module that sold it. */
export interface PaidCheckout {
  checkoutId: string;
  orderId: string;
  purpose: CheckoutPurpose;
  months: number;
  amountPence: number;
  /**
   * Whether it was the open checkout when paid: false for one already replaced by a newer one,
   * or closed (the order cancelled, expired, failed), that the provider took money for anyway.
   */
  current: boolean;
}

/** What became of a payment: work for after the commit, and what of it is to be refunded. */
export interface PaymentOutcome {
  after?: () => Promise<void>;
  refund?: { amountPence: number; reason: RefundReason; months?: number };
}

/**
 * What payments need from the module whose orders they take, registered by that module so
 * payments import nothing of it (docs/decisions/0015-one-way-imports.md).
 */
export interface PaymentOrderHandler {
  /**
   * Applies a payment inside the event's transaction (an error rolls the event back, so the
   * provider retries it), under the order's payment lock; says what could not apply, to refund.
   */
  paid(checkout: PaidCheckout, tx: Executor): Promise<PaymentOutcome>;
  /** A refund was made: tell the owner. */
  refunded(refund: MadeRefund): Promise<void>;
  /** A new checkout for the caller's unpaid order (POST /api/payments/checkout). */
  checkoutFor(auth: Auth, orderId: string): Promise<{ checkoutUrl: string; price: number }>;
  /** The order number shown on the local provider's page. */
  orderNumberOf(orderId: string): Promise<string | undefined>;
}

export interface NewCheckout {
  orderId: string;
  orderNumber: string;
  purpose: CheckoutPurpose;
  months?: number;
  lineItems: CheckoutLineItem[];
  customerEmail: string | undefined;
  /**
   * Checks the order again in the transaction that opens the checkout, under the order's payment
   * lock: it may have changed while the provider was asked. Throws to open nothing.
   */
  recheck(tx: Executor): Promise<void>;
}

export interface PaymentsDeps {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}

const HOUR_MS = 60 * 60 * 1000;
/** Asked for a little under 24 hours, so a clock slightly ahead of Stripe's never asks for more than it allows. */
const CHECKOUT_LIFETIME_MS = CHECKOUT_EXPIRES_HOURS * HOUR_MS - 60_000;

/** Checkouts at the provider and the events it sends back (docs/api.md, "Payments and webhooks"). */
export class PaymentsService {
  readonly repository: PaymentsRepository;
  readonly refunds: PaymentRefunds;
  private readonly deps: PaymentsDeps;
  private handler: PaymentOrderHandler | undefined;

  constructor(deps: PaymentsDeps) {
    this.deps = deps;
    this.repository = new PaymentsRepository(deps.db);
    this.refunds = new PaymentRefunds({
      db: deps.db,
      checkouts: this.repository,
      provider: deps.provider,
      log: deps.log,
      made: (refund) => this.orderHandler().refunded(refund),
    });
  }

  get provider(): PaymentProvider {
    return this.deps.provider;
  }

  setOrderHandler(handler: PaymentOrderHandler): void {
    this.handler = handler;
  }

  private orderHandler(): PaymentOrderHandler {
    if (!this.handler) throw new Error('no order handler is registered with payments');
    return this.handler;
  }

  /** Where the provider sends the owner back: the success page polls the order; cancel returns to its summary. */
  returnUrls(orderId: string) {
    const id = encodeURIComponent(orderId);
    return {
      successUrl: `${this.deps.publicUrl}/pay-success?orderId=${id}`,
      cancelUrl: `${this.deps.publicUrl}/data-service/confirmation?orderId=${id}`,
    };
  }

  /**
   * Opens a hosted checkout and records it as the one open checkout of the order for its purpose,
   * closing the one it replaces, so one order is not paid twice through two tabs or two
   * concurrent requests. The provider is asked first, outside any transaction (a slow provider
   * holds no lock and no connection); then, under the order's payment lock, the order is checked
   * again, the older checkout closed and the new one recorded. A refusal by the provider
   * records nothing; a refusal by the check closes the new session at the provider.
   */
  async createCheckout(
    request: NewCheckout,
  ): Promise<{ checkoutId: string; checkoutUrl: string; amountPence: number }> {
    const checkoutId = newId('chk');
    const amountPence = request.lineItems.reduce((sum, item) => sum + item.amountPence, 0);
    const expiresAt = new Date(Date.now() + CHECKOUT_LIFETIME_MS);
    const created = await this.providerCall(() =>
      this.deps.provider.createCheckout({
        checkoutId,
        orderId: request.orderId,
        orderNumber: request.orderNumber,
        lineItems: request.lineItems,
        amountPence,
        customerEmail: request.customerEmail,
        ...this.returnUrls(request.orderId),
        idempotencyKey: checkoutId,
        expiresAt,
      }),
    );
    let replaced: CheckoutRow[];
    try {
      replaced = await this.repository.transaction(async (tx) => {
        await this.repository.lockOrder(request.orderId, tx);
        await request.recheck(tx);
        const closed = await this.repository.closeOpen(request.orderId, request.purpose, tx);
        await this.repository.insertCheckout(
          {
            id: checkoutId,
            orderId: request.orderId,
            provider: this.deps.provider.name,
            providerSessionId: created.sessionId,
            purpose: request.purpose,
            months: request.months ?? 0,
            amountPence,
            status: 'open',
            checkoutUrl: created.url,
            expiresAt,
          },
          tx,
        );
        return closed;
      });
    } catch (error) {
      await this.closeAtProvider([{ id: checkoutId, orderId: request.orderId, providerSessionId: created.sessionId }]);
      throw error;
    }
    await this.closeAtProvider(replaced);
    return { checkoutId, checkoutUrl: created.url, amountPence };
  }

  /** The provider's own errors (hosts, keys, its replies) go to the log; the owner is asked to try again. */
  private async providerCall<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.deps.log.error({ err: error, provider: this.deps.provider.name }, 'the payment provider failed');
      throw new AppError(503, PAYMENT_MESSAGES.providerUnavailable);
    }
  }

  /** Closes every open checkout of the order (it was cancelled), here and at the provider. */
  async closeOpenCheckouts(orderId: string): Promise<void> {
    const closed = await this.repository.transaction(async (tx) => {
      await this.repository.lockOrder(orderId, tx);
      return this.repository.closeOpen(orderId, undefined, tx);
    });
    await this.closeAtProvider(closed);
  }

  /**
   * Makes closed checkouts unpayable at the provider too. One the provider would not close (paid
   * a moment ago, or the provider unreachable) may still be paid: that payment is refunded.
   */
  private async closeAtProvider(checkouts: Pick<CheckoutRow, 'id' | 'orderId' | 'providerSessionId'>[]) {
    for (const checkout of checkouts) {
      try {
        await this.deps.provider.expireCheckout(checkout.providerSessionId);
      } catch (error) {
        this.deps.log.warn(
          { err: error, checkoutId: checkout.id, orderId: checkout.orderId },
          'the payment provider did not close a checkout; a payment of it will be refunded',
        );
      }
    }
  }

  /** The newest checkout of the order that can still be paid. */
  async openCheckout(orderId: string, purpose: CheckoutPurpose): Promise<CheckoutRow | undefined> {
    return (await this.repository.openCheckouts(orderId, purpose))[0];
  }

  /** The data service's revenue in pence, for the operations overview. */
  async paidSince(starts: PeriodStarts): Promise<PeriodSums> {
    return this.repository.paidSince(starts);
  }

  /** The data service's checkouts by state, for the metrics. */
  async checkoutCounts(): Promise<{ state: CheckoutStatus; value: number }[]> {
    return this.repository.checkoutCounts();
  }

  /** Months in extension checkouts that are open: they may be paid at any moment. */
  async pendingExtensionMonths(orderId: string): Promise<number> {
    const open = await this.repository.openCheckouts(orderId, 'extension');
    return open.reduce((sum, checkout) => sum + checkout.months, 0);
  }

  async checkoutFor(auth: Auth, orderId: string) {
    return this.orderHandler().checkoutFor(auth, orderId);
  }

  async orderNumberOf(orderId: string) {
    return this.orderHandler().orderNumberOf(orderId);
  }

  /**
   * A provider's event: verified over its raw bytes, recorded once by its id in the same
   * transaction as the change it makes, so a replay or a retry after a crash changes nothing
   * twice and a failure changes nothing at all (the provider retries).
   */
  async handleWebhook(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<'processed' | 'duplicate'> {
    const provider = this.deps.provider;
    if (providerName !== provider.name) throw new AppError(400, PAYMENT_MESSAGES.unknownProvider);
    let event;
    try {
      event = provider.verifyEvent(rawBody, headers);
    } catch (error) {
      if (error instanceof InvalidEventError) throw new AppError(400, PAYMENT_MESSAGES.invalidEvent);
      throw error;
    }
    const verified = event;
    const outcome = await this.repository.transaction(async (tx) => {
      if (!(await this.repository.recordEvent(provider.name, verified.id, verified.type, tx))) {
        return { duplicate: true as const };
      }
      if (!verified.sessionId) return {};
      const found = await this.repository.findBySession(provider.name, verified.sessionId, tx);
      if (!found) {
        this.deps.log.warn({ eventId: verified.id, type: verified.type }, 'payment event for an unknown checkout');
        return {};
      }
      // The order's checkouts may be changing (a new one opening): read this one again under the lock.
      await this.repository.lockOrder(found.orderId, tx);
      const checkout = (await this.repository.findById(found.id, tx)) ?? found;
      switch (verified.type) {
        case 'checkout.session.completed':
          // Bank debits and the like complete unpaid; their async_payment_succeeded follows.
          return verified.paymentStatus === 'paid' ? this.markPaid(checkout, verified, tx) : {};
        case 'checkout.session.async_payment_succeeded':
          return this.markPaid(checkout, verified, tx);
        case 'checkout.session.async_payment_failed':
          await this.repository.setStatus(checkout.id, ['open'], 'failed', tx);
          return {};
        case 'checkout.session.expired':
          await this.repository.setStatus(checkout.id, ['open'], 'expired', tx);
          return {};
        default:
          return {};
      }
    });
    if ('duplicate' in outcome) return 'duplicate';
    if (outcome.after) {
      outcome.after().catch((error: unknown) => this.deps.log.error({ err: error }, 'after a payment: not done'));
    }
    if (outcome.refundId) {
      const refundId = outcome.refundId;
      this.refunds
        .make(refundId)
        .catch((error: unknown) =>
          this.deps.log.error({ err: error, refundId }, 'refund not made; the refund job tries again'),
        );
    }
    return 'processed';
  }

  /**
   * Money arrived, whatever the checkout's state: it is recorded as paid, and what of it cannot
   * apply (the order's module says) is recorded for a refund in the same transaction. A second
   * event about a paid checkout changes nothing, so nothing is refunded twice.
   */
  private async markPaid(
    checkout: CheckoutRow,
    event: PaymentEvent,
    tx: Executor,
  ): Promise<{ after?: () => Promise<void>; refundId?: string }> {
    const paid = await this.repository.setStatus(
      checkout.id,
      ['open', 'expired', 'failed'],
      'paid',
      tx,
      event.paymentId,
    );
    if (!paid) return {};
    const outcome = await this.orderHandler().paid(
      {
        checkoutId: paid.id,
        orderId: paid.orderId,
        purpose: paid.purpose,
        months: paid.months,
        amountPence: paid.amountPence,
        current: checkout.status === 'open',
      },
      tx,
    );
    if (!outcome.refund) return outcome.after ? { after: outcome.after } : {};
    const refund = await this.refunds.repository.insert(
      {
        id: newId('rfd'),
        checkoutId: paid.id,
        orderId: paid.orderId,
        provider: paid.provider,
        amountPence: Math.min(outcome.refund.amountPence, paid.amountPence),
        reason: outcome.refund.reason,
        months: outcome.refund.months ?? 0,
        status: 'pending',
      },
      tx,
    );
    return { ...(outcome.after ? { after: outcome.after } : {}), ...(refund ? { refundId: refund.id } : {}) };
  }
}
