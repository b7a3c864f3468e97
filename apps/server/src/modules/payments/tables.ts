import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One attempt to pay: the order itself, or extra hosting months (docs/product.md, "Payments"). */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    id: text('id').primaryKey(),
    /** The data order paid for; no foreign key, so a payment record outlives nothing it should not. */
    orderId: text('order_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    /** The provider's own id of the checkout session. */
    providerSessionId: text('provider_session_id').notNull(),
    purpose: text('purpose', { enum: ['order', 'extension'] }).notNull(),
    /** Extra hosting months bought by an extension. */
    months: integer('months').notNull().default(0),
    amountPence: integer('amount_pence').notNull(),
    status: text('status', { enum: ['open', 'paid', 'failed', 'expired'] }).notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's id of the payment once paid (Stripe's payment intent): what a refund names. */
    providerPaymentId: text('provider_payment_id'),
  },
  (table) => [
    uniqueIndex('payment_checkouts_provider_session_key').on(table.provider, table.providerSessionId),
    index('payment_checkouts_order_idx').on(table.orderId, table.createdAt),
    // One checkout that can be paid per order and purpose (docs/api.md, "Payments and webhooks").
    uniqueIndex('payment_checkouts_one_open_key')
      .on(table.orderId, table.purpose)
      .where(sql`status = 'open'`),
  ],
);

/** Provider events already processed: the same event id twice changes nothing the second time. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * Money sent back for a payment that could not apply (docs/operations.md, "Refunds"): at most one per
 * checkout, decided in the paid event's transaction and made at the provider afterwards.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    /** Our id of the refund; also the idempotency key at the provider. */
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => paymentCheckouts.id),
    orderId: text('order_id').notNull(),
    provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** Why the payment could not apply: the owner's email says it in their language. */
    reason: text('reason', {
      enum: ['order-cancelled', 'order-paid', 'order-gone', 'checkout-closed', 'hosting-closed', 'hosting-limit'],
    }).notNull(),
    /** Hosting months given back (the months past six), else 0. */
    months: integer('months').notNull().default(0),
    status: text('status', { enum: ['pending', 'refunded', 'failed'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    /** When an instance last asked the provider: others leave it alone for a while. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_refunds_checkout_key').on(table.checkoutId),
    index('payment_refunds_status_idx').on(table.status, table.attemptedAt),
  ],
);
