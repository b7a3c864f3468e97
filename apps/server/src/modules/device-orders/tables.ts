import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Condition, HandoverStep, ReturnAddress } from '@recircuit/contract';
// Another module's tables only for a foreign key (docs/decisions/0015-one-way-imports.md).
import { users } from '../accounts/tables.ts';
import { partners } from '../catalogue/tables.ts';

export const deviceOrders = pgTable(
  'device_orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    deviceId: text('device_id').notNull().unique(),
    /** Null once the owner deleted their account: the order stays, the person does not. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    classification: text('classification', { enum: ['recycle', 'current', 'rare', 'donate'] }).notNull(),
    type: text('type').notNull(),
    brand: text('brand').notNull(),
    modelName: text('model_name').notNull(),
    color: text('color'),
    storageGb: integer('storage_gb'),
    grade: text('grade').notNull(),
    /**
     * The owner's answers about the device's condition, from which the server took `grade`
     * (docs/product.md, "Condition and grade"); null on orders graded by name.
     */
    condition: jsonb('condition').$type<Condition>(),
    /** The checklist steps the owner ticked before hand-in (docs/product.md, "Ready to hand over"). */
    handoverDone: jsonb('handover_done').$type<HandoverStep[]>().notNull().default([]),
    pricePence: integer('price_pence'),
    commissionPence: integer('commission_pence'),
    voucherCode: text('voucher_code'),
    voucherActivatedAt: timestamp('voucher_activated_at', { withTimezone: true }),
    description: text('description'),
    year: integer('year'),
    status: text('status', {
      enum: ['Submitted', 'Handed in', 'Received', 'Wiped', 'Completed', 'Cancelled'],
    }).notNull(),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }),
    /** Where the owner chose to hand the device in: a partner offer, a drop-off point or a charity. */
    partnerId: text('partner_id').references(() => partners.id),
    /** Sent by post to the hub instead of handed in at a place (docs/product.md, "Hand-in by post"). */
    byPost: boolean('by_post').notNull().default(false),
    /** When staff recorded a posted device's arrival at the hub: its hand-in. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    /** What the hub owes the owner of a posted device once inspected (and a lower offer accepted), until paid. */
    payoutDuePence: integer('payout_due_pence'),
    /** Where a posted device goes back to when the owner declined the revised offer. */
    returnAddress: jsonb('return_address').$type<ReturnAddress>(),
    /** The partner's own offer when the order was placed (its price factor applied to our quote). */
    offerPence: integer('offer_pence'),
    /** The grade found at the counter. */
    gradeFound: text('grade_found'),
    /** The server's revised quote for the grade found, when lower than declared. */
    revisedPricePence: integer('revised_price_pence'),
    /** What the owner was actually paid at hand-in, and how. */
    paidPence: integer('paid_pence'),
    payoutMethod: text('payout_method', { enum: ['cash', 'bank-transfer', 'store-credit'] }),
    /** Why the order was cancelled (a declined revised offer), if it says. */
    cancelReason: text('cancel_reason'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('device_orders_owner_created_idx').on(table.ownerId, table.createdAt),
    index('device_orders_status_updated_idx').on(table.status, table.updatedAt),
    index('device_orders_created_idx').on(table.createdAt),
    index('device_orders_partner_idx').on(table.partnerId),
    uniqueIndex('device_orders_owner_idempotency_key').on(table.ownerId, table.idempotencyKey),
  ],
);

export const deviceOrderEvents = pgTable(
  'device_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => deviceOrders.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['Submitted', 'Handed in', 'Received', 'Wiped', 'Completed', 'Cancelled'],
    }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The partner whose counter confirmed this step (a hand-in), if one did. */
    partnerId: text('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    /** The member of staff who made this step, if one did. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What staff noted with the step. */
    note: text('note'),
  },
  (table) => [
    index('device_order_events_order_idx').on(table.orderId, table.at),
    index('device_order_events_status_at_idx').on(table.status, table.at),
  ],
);

/**
 * The account a sold device sent by post is paid into: for that order only, deleted in the same
 * transaction that records the transfer (docs/product.md, "Hand-in by post").
 */
export const deviceOrderBankDetails = pgTable('device_order_bank_details', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => deviceOrders.id, { onDelete: 'cascade' }),
  accountName: text('account_name').notNull(),
  sortCode: text('sort_code').notNull(),
  accountNumber: text('account_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
