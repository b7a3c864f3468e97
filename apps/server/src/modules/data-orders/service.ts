import {
  AFTER_CARE_CHANGEABLE,
  DATA_MESSAGES,
  MAX_HOSTING_MONTHS,
  SERVER_MESSAGES,
  penceToPounds,
  personName,
  type afterCareRequestSchema,
  type DataPriceInput,
  type DataServiceInput,
  type Hub,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import type { EmailRecipient } from '../../lib/i18n/email-words.ts';
import { newId } from '../../lib/ids.ts';
import { assertCanAccess } from '../../lib/ownership.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import { newOrderNumber } from '../../lib/order-number.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limits/limiter.ts';
import type { AccountsService } from '../accounts/service.ts';
import type {
  MadeRefund,
  PaidCheckout,
  PaymentExecutor,
  PaymentOutcome,
  PaymentOrderHandler,
  PaymentsService,
  RefundReason,
} from '../payments/service.ts';
import { orderPlacedEmail, paymentReceivedEmail, refundEmail, secureLinkEmail, type OrderFacts } from './emails.ts';
import { addMonths, canExtend, EXTENDABLE, extendableMonths, hostingMonths } from './hosting.ts';
import { extensionLine, priceDataService, type PriceLine } from './pricing.ts';
import { DataOrdersRepository, type DataOrderRow } from './repository.ts';
import { labelPdf } from './label-pdf.ts';
import { consoleUrl, labelUrl } from './links.ts';
import { createdView, detailView, exportView, listItemView } from './views.ts';

const HOUR_MS = 60 * 60 * 1000;

export const SECURE_LINKS_PER_ADDRESS: Limit = {
  bucket: 'secure-link-ip',
  max: 10,
  windowMs: HOUR_MS,
  message: SERVER_MESSAGES.tooManyRequests,
};
export const SECURE_LINKS_PER_EMAIL: Limit = {
  bucket: 'secure-link-email',
  max: 3,
  windowMs: HOUR_MS,
  message: SERVER_MESSAGES.tooManyRequests,
};

export interface DataOrdersDeps {
  db: Database;
  /** Whose order it is: other modules' data comes through their services, never their tables. */
  accounts: Pick<AccountsService, 'ownerSummary'>;
  payments: Pick<PaymentsService, 'createCheckout' | 'closeOpenCheckouts' | 'openCheckout' | 'pendingExtensionMonths'>;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
  /** Where the device goes (settings: HUB_*). */
  hub: Hub;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
  /** The certificate of a certified erasure, from the certificates module when it is wired in. */
  certificateOf?: (orderId: string) => Promise<{ code: string } | undefined>;
}

/** Hosting months bought and asked for stay within six in all; else 400 naming `months`. */
function withinHostingLimit(order: DataOrderRow, months: number): void {
  if (hostingMonths(order) + months > MAX_HOSTING_MONTHS) {
    throw new AppError(400, DATA_MESSAGES.extendTooFar, {
      errors: [{ field: 'months', message: DATA_MESSAGES.extendTooFar }],
    });
  }
}

/** The owner may change their choice for the device until the order is completed. */
/** How long an idempotent repeat waits for the first request's checkout (the two raced). */
const CHECKOUT_WAIT_MS = 5_000;

/** Retrieval and erasure orders, the owner's side (docs/product.md, "Data service"). */
export class DataOrdersService {
  readonly repository: DataOrdersRepository;
  private readonly deps: DataOrdersDeps;

  constructor(deps: DataOrdersDeps) {
    this.deps = deps;
    this.repository = new DataOrdersRepository(deps.db);
  }

  /** What payments asks of the orders it takes money for; app.ts hands it to the payments service. */
  paymentHandler(): PaymentOrderHandler {
    return {
      paid: (checkout, tx) => this.applyPayment(checkout, tx),
      refunded: (refund) => this.refundEmail(refund),
      checkoutFor: (auth, orderId) => this.checkoutFor(auth, orderId),
      orderNumberOf: async (orderId) => (await this.repository.findById(orderId))?.orderNumber,
    };
  }

  price(input: DataPriceInput) {
    const price = priceDataService(input);
    return {
      price: penceToPounds(price.pricePence),
      breakdown: price.breakdown.map((line) => ({ label: line.label, amount: penceToPounds(line.pence) })),
    };
  }

  orderUrl(orderId: string): string {
    return `${this.deps.publicUrl}/mobile-order-detail?orderId=${encodeURIComponent(orderId)}`;
  }

  /**
   * Places an order at the server's price. A paid one waits for payment with a checkout
   * opened; a free one (standard erasure) waits for its device at once. A repeat with the same
   * Idempotency-Key answers with the first order and creates nothing.
   */
  async request(ownerId: string, input: DataServiceInput, idempotencyKey: string | undefined) {
    const price = priceDataService(input);
    if (idempotencyKey) {
      const earlier = await this.repository.findByIdempotencyKey(ownerId, idempotencyKey);
      if (earlier) return this.repeatAnswer(earlier);
    }
    const retrieval = input.serviceType === 'retrieval';
    const fields = {
      ownerId,
      serviceType: input.serviceType,
      deviceType: input.deviceType,
      deviceName: input.deviceName,
      deviceSerial: retrieval ? null : input.deviceSerial || null,
      dataType: retrieval ? (input.dataType ?? null) : null,
      dataSizeGb: retrieval ? (input.dataSize ?? null) : null,
      storageMonths: price.storageMonths,
      eraseLevel: retrieval ? null : (input.eraseLevel ?? null),
      pricePence: price.pricePence,
      status: price.pricePence > 0 ? ('Awaiting payment' as const) : ('Awaiting device' as const),
      afterCare: input.afterCare,
      // Only a return by post keeps an address: the other choices need none.
      returnAddress: input.afterCare === 'return' ? (input.returnAddress ?? null) : null,
      idempotencyKey: idempotencyKey ?? null,
    };
    let order: DataOrderRow | undefined;
    for (let attempt = 0; attempt < 5 && !order; attempt += 1) {
      order = await this.repository.create({ ...fields, id: newId('dor'), orderNumber: newOrderNumber('DS') });
      // A clash on the idempotency key means the same request won a race: answer with its order.
      if (!order && idempotencyKey) {
        const winner = await this.repository.findByIdempotencyKey(ownerId, idempotencyKey);
        if (winner) return this.repeatAnswer(winner);
      }
    }
    if (!order) throw new Error('could not allocate a unique order number');
    const checkoutUrl = order.status === 'Awaiting payment' ? (await this.openCheckout(order)).checkoutUrl : null;
    await this.notifyOwner(order, (owner, facts) => orderPlacedEmail(owner, facts, order.pricePence > 0));
    return createdView(order, checkoutUrl);
  }

  /** The first request's answer; its checkout may still be on its way if both requests raced. */
  private async repeatAnswer(order: DataOrderRow) {
    if (order.status !== 'Awaiting payment') return createdView(order, null);
    const deadline = order.createdAt.getTime() + CHECKOUT_WAIT_MS;
    for (;;) {
      const open = await this.deps.payments.openCheckout(order.id, 'order');
      if (open) return createdView(order, open.checkoutUrl);
      if (Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return createdView(order, (await this.openCheckout(order)).checkoutUrl);
  }

  /** The lines the provider shows: the stored price's breakdown, or one line if prices changed since. */
  private lineItems(order: DataOrderRow): PriceLine[] {
    const label = `${order.orderNumber}: ${order.deviceName}`;
    try {
      const again = priceDataService({
        serviceType: order.serviceType,
        deviceType: order.deviceType,
        dataType: order.dataType ?? undefined,
        dataSize: order.dataSizeGb ?? undefined,
        storageDuration: order.storageMonths ?? undefined,
        eraseLevel: order.eraseLevel ?? undefined,
      });
      if (again.pricePence === order.pricePence) {
        return again.breakdown
          .filter((line) => line.pence > 0)
          .map((line) => ({ label: `${line.label} (${label})`, pence: line.pence }));
      }
    } catch {
      // Priced under rules that have changed since: the stored price stands alone.
    }
    return [{ label: `Data service ${label}`, pence: order.pricePence }];
  }

  private async openCheckout(order: DataOrderRow) {
    const owner = await this.deps.accounts.ownerSummary(order.ownerId);
    return this.deps.payments.createCheckout({
      orderId: order.id,
      orderNumber: order.orderNumber,
      purpose: 'order',
      lineItems: this.lineItems(order).map((line) => ({ name: line.label, amountPence: line.pence })),
      customerEmail: owner?.email,
      recheck: async (tx) => {
        const current = await this.repository.lockById(order.id, tx);
        if (current?.status !== 'Awaiting payment') throw new AppError(409, DATA_MESSAGES.notPayable);
      },
    });
  }

  /**
   * POST /api/payments/checkout: a new checkout for the caller's order while it waits for payment.
   * The contract has required the owner's request to start now; its time is kept with the order.
   */
  async checkoutFor(auth: Auth, orderId: string) {
    const owned = await this.ownedOrder(auth, orderId);
    const order = await this.repository.update(owned.id, ['Awaiting payment'], { startRequestedAt: new Date() });
    if (!order) throw new AppError(409, DATA_MESSAGES.notPayable);
    const checkout = await this.openCheckout(order);
    return { checkoutUrl: checkout.checkoutUrl, price: penceToPounds(checkout.amountPence) };
  }

  /** The order if the caller may see it (its owner or staff) or, for `write`, change it (its owner alone). */
  private async accessibleOrder(auth: Auth, orderId: string, access: 'read' | 'write') {
    const order = await this.repository.findById(orderId);
    if (!order) throw new AppError(404, SERVER_MESSAGES.notFound);
    return { order, ...assertCanAccess(auth, order.ownerId, access) };
  }

  private async ownedOrder(auth: Auth, orderId: string): Promise<DataOrderRow> {
    return (await this.accessibleOrder(auth, orderId, 'write')).order;
  }

  async detail(auth: Auth, orderId: string) {
    const { order, isOwner } = await this.accessibleOrder(auth, orderId, 'read');
    return this.detailOf(order, isOwner);
  }

  /** The order and the detail its owner would see, for the staff order page (staff.ts). */
  async staffDetailOf(orderId: string) {
    const order = await this.repository.findById(orderId);
    if (!order) throw new AppError(404, SERVER_MESSAGES.notFound);
    return { order, detail: await this.detailOf(order, false) };
  }

  private async detailOf(order: DataOrderRow, isOwner: boolean) {
    const [history, downloads, certificate, pendingMonths] = await Promise.all([
      this.repository.history(order.id),
      this.repository.downloads(order.id),
      order.serviceType === 'erase' && this.deps.certificateOf ? this.deps.certificateOf(order.id) : undefined,
      canExtend(order) ? this.deps.payments.pendingExtensionMonths(order.id) : 0,
    ]);
    return detailView(order, {
      history,
      downloads,
      certificateCode: certificate?.code ?? null,
      extendableMonths: extendableMonths(order),
      extensionPending: pendingMonths > 0,
      isOwner,
      hub: this.deps.hub,
    });
  }

  /**
   * The owner changes what happens to the device afterwards, while nothing has been done with it
   * yet: until the order is completed (docs/product.md, "Data service: the device's journey").
   */
  async changeAfterCare(auth: Auth, orderId: string, input: z.output<typeof afterCareRequestSchema>) {
    const order = await this.ownedOrder(auth, orderId);
    const changed = await this.deps.db.transaction(async (tx) => {
      const row = await this.repository.update(
        order.id,
        AFTER_CARE_CHANGEABLE,
        {
          afterCare: input.afterCare,
          returnAddress: input.afterCare === 'return' ? (input.returnAddress ?? null) : null,
        },
        tx,
      );
      if (!row || row.afterCareDoneAt) throw new AppError(409, DATA_MESSAGES.afterCareLocked);
      return row;
    });
    return this.detailOf(changed, true);
  }

  /**
   * The printable postage label (PDF), the owner's alone, while the order waits for its device:
   * the hub's address, the order number, and a QR of the order's console page for staff to scan.
   */
  async label(auth: Auth, orderId: string): Promise<{ pdf: Buffer; orderNumber: string }> {
    const order = await this.ownedOrder(auth, orderId);
    if (order.status !== 'Awaiting device') throw new AppError(409, DATA_MESSAGES.notAwaitingDevice);
    const owner = await this.deps.accounts.ownerSummary(order.ownerId);
    const pdf = await labelPdf({
      order,
      hub: this.deps.hub,
      scanUrl: consoleUrl(this.deps.publicUrl, order.id),
      sender: owner ? personName(owner.firstName, owner.lastName) : '',
      language: owner?.language ?? 'en-GB',
    });
    return { pdf, orderNumber: order.orderNumber };
  }

  /** Awaiting payment → Cancelled, and the open checkouts are closed at the provider. */
  async cancel(auth: Auth, orderId: string) {
    const order = await this.ownedOrder(auth, orderId);
    const cancelled = await this.repository.transition(order.id, {
      from: ['Awaiting payment'],
      to: 'Cancelled',
      actorId: auth.userId,
    });
    if (!cancelled) throw new AppError(409, DATA_MESSAGES.cannotCancel);
    // A payment that slips in before the provider closes it is refunded (applyPayment).
    await this.deps.payments.closeOpenCheckouts(order.id);
    return this.detailOf(cancelled, true);
  }

  /**
   * A checkout for extra hosting months. The months count only once the provider's paid event
   * arrives. An order has one extension checkout open at most: asking for other months
   * replaces it, so the months waiting for payment and those bought never pass six together.
   */
  async extend(auth: Auth, orderId: string, months: number) {
    const order = await this.ownedOrder(auth, orderId);
    if (!canExtend(order)) throw new AppError(409, DATA_MESSAGES.cannotExtend);
    const open = await this.deps.payments.openCheckout(order.id, 'extension');
    // Asking again for the same months (a closed tab) reopens the same checkout.
    if (open && open.months === months) {
      return { checkoutUrl: open.checkoutUrl, price: penceToPounds(open.amountPence) };
    }
    withinHostingLimit(order, months);
    const line = extensionLine(months);
    const owner = await this.deps.accounts.ownerSummary(order.ownerId);
    const checkout = await this.deps.payments.createCheckout({
      orderId: order.id,
      orderNumber: order.orderNumber,
      purpose: 'extension',
      months,
      lineItems: [{ name: `${line.label} (${order.orderNumber})`, amountPence: line.pence }],
      customerEmail: owner?.email,
      recheck: async (tx) => {
        const current = await this.repository.lockById(order.id, tx);
        if (!current || !canExtend(current)) throw new AppError(409, DATA_MESSAGES.cannotExtend);
        withinHostingLimit(current, months);
      },
    });
    return { checkoutUrl: checkout.checkoutUrl, price: penceToPounds(checkout.amountPence) };
  }

  /**
   * A payment the provider confirmed, inside its event's transaction with the order locked. An
   * order's payment moves it to Awaiting device; an extension adds its months (never past six) and
   * moves the end of hosting when the archive is already there. What cannot apply is refunded
   * (docs/operations.md, "Refunds"): a payment for a cancelled or already paid order, or through a
   * checkout that had been replaced or closed, and months past six.
   */
  private async applyPayment(checkout: PaidCheckout, tx: PaymentExecutor): Promise<PaymentOutcome> {
    const refundAll = (reason: RefundReason): PaymentOutcome => ({
      refund: { amountPence: checkout.amountPence, reason, months: checkout.months },
    });
    const order = await this.repository.lockById(checkout.orderId, tx);
    if (!order) return refundAll('order-gone');
    if (checkout.purpose === 'order') {
      if (order.status === 'Cancelled') return refundAll('order-cancelled');
      if (order.status !== 'Awaiting payment') return refundAll('order-paid');
      if (!checkout.current) return refundAll('checkout-closed');
      const paid = await this.repository.transition(
        order.id,
        { from: ['Awaiting payment'], to: 'Awaiting device', set: { paidAt: new Date() }, note: 'Payment received' },
        tx,
      );
      return paid ? { after: () => this.paymentEmail(paid, checkout) } : refundAll('order-paid');
    }
    if (!canExtend(order)) return refundAll('hosting-closed');
    if (!checkout.current) return refundAll('checkout-closed');
    const added = Math.max(0, Math.min(checkout.months, MAX_HOSTING_MONTHS - hostingMonths(order)));
    if (added === 0) return refundAll('hosting-limit');
    const refund: PaymentOutcome['refund'] =
      added < checkout.months
        ? {
            amountPence: Math.round((checkout.amountPence * (checkout.months - added)) / checkout.months),
            reason: 'hosting-limit',
            months: checkout.months - added,
          }
        : undefined;
    const extended = await this.repository.update(
      order.id,
      EXTENDABLE,
      {
        storageMonths: hostingMonths(order) + added,
        ...(order.status === 'Completed' && order.expiresAt
          ? { expiresAt: addMonths(order.expiresAt, added), expiryReminderSentAt: null }
          : {}),
      },
      tx,
    );
    return {
      ...(refund ? { refund } : {}),
      ...(extended ? { after: () => this.paymentEmail(extended, { ...checkout, months: added }) } : {}),
    };
  }

  /** Tells the owner that money was sent back, how much and why (docs/operations.md, "Refunds"). */
  private async refundEmail(refund: MadeRefund) {
    const order = await this.repository.findById(refund.orderId);
    if (!order || refund.reason === 'order-gone') return;
    const reason = refund.reason;
    await this.notifyOwner(order, (owner, facts) =>
      refundEmail(owner, facts, { amountPence: refund.amountPence, reason, months: refund.months }),
    );
  }

  private paymentEmail(order: DataOrderRow, checkout: PaidCheckout) {
    return this.notifyOwner(order, (owner, facts) =>
      paymentReceivedEmail(owner, facts, {
        amountPence: checkout.amountPence,
        extraMonths: checkout.purpose === 'extension' ? checkout.months : 0,
      }),
    );
  }

  private facts(order: DataOrderRow): OrderFacts {
    return {
      orderNumber: order.orderNumber,
      service:
        order.serviceType === 'retrieval'
          ? { kind: 'retrieval', hostingMonths: hostingMonths(order) }
          : { kind: 'erasure', level: order.eraseLevel === 'certified' ? 'certified' : 'standard' },
      deviceName: order.deviceName,
      pricePence: order.pricePence,
      orderUrl: this.orderUrl(order.id),
      hub: this.deps.hub,
      labelUrl: labelUrl(this.deps.publicUrl, order.id),
    };
  }

  /** Emails the order's owner without holding up the answer; a failure is logged, never shown. */
  private async notifyOwner(
    order: DataOrderRow,
    build: (owner: EmailRecipient, facts: OrderFacts) => MailMessage,
  ): Promise<void> {
    const owner = await this.deps.accounts.ownerSummary(order.ownerId);
    if (!owner) return;
    this.deps.mailer
      .send(build(owner, this.facts(order)))
      .catch((error: unknown) => this.deps.log.error({ err: error, orderId: order.id }, 'data-order email not sent'));
  }

  async list(ownerId: string, limit: number, offset: number) {
    return (await this.repository.listByOwner(ownerId, limit, offset)).map(listItemView);
  }

  /** Before the account goes: its return addresses go too (the orders stay, without the person). */
  async forgetReturnAddresses(ownerId: string): Promise<void> {
    await this.repository.forgetReturnAddresses(ownerId);
  }

  async exportOf(ownerId: string) {
    return (await this.repository.listByOwner(ownerId, 1000, 0)).map(exportView);
  }

  /**
   * Emails a link to the order page to the order's owner, only when the address is theirs.
   * The answer is the same either way, the same lookups run either way and the email is
   * sent after the answer, so neither the words nor the timing say whose order it is.
   */
  async sendSecureLink(input: { email: string; orderNumber: string }, address: string): Promise<string> {
    await this.deps.limiter.consumeAll([
      [SECURE_LINKS_PER_ADDRESS, address],
      [SECURE_LINKS_PER_EMAIL, input.email],
    ]);
    const order = await this.repository.findByNumber(input.orderNumber.toUpperCase());
    const owner = await this.deps.accounts.ownerSummary(order?.ownerId ?? 'usr_none');
    if (order && owner && owner.email.toLowerCase() === input.email) {
      this.deps.mailer
        .send(
          secureLinkEmail(
            { email: owner.email, firstName: owner.firstName, language: owner.language },
            { orderNumber: order.orderNumber, orderUrl: this.orderUrl(order.id) },
          ),
        )
        .catch((error: unknown) => this.deps.log.error({ err: error, orderId: order.id }, 'secure link not sent'));
    }
    return DATA_MESSAGES.emailSent;
  }
}
