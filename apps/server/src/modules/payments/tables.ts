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
  },
  (table) => [
    uniqueIndex('payment_checkouts_provider_session_key').on(table.provider, table.providerSessionId),
    index('payment_checkouts_order_idx').on(table.orderId, table.createdAt),
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
