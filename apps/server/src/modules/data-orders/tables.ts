import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  AFTER_CARE_CHOICES,
  DATA_DEVICE_TYPES,
  DATA_ORDER_STEPS,
  DATA_ORDER_STATUSES,
  DATA_SERVICE_TYPES,
  DATA_TYPES,
  ERASE_LEVELS,
  type ReturnAddress,
} from '@recircuit/contract';
// Another module's tables only for a foreign key (docs/decisions/0015-one-way-imports.md).
import { users } from '../accounts/tables.ts';

/** A retrieval or erasure order: docs/product.md, "Data service". */
export const dataOrders = pgTable(
  'data_orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    /** Null once the owner deleted their account. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    serviceType: text('service_type', { enum: DATA_SERVICE_TYPES }).notNull(),
    deviceType: text('device_type', { enum: DATA_DEVICE_TYPES }).notNull(),
    deviceName: text('device_name').notNull(),
    deviceSerial: text('device_serial'),
    dataType: text('data_type', { enum: DATA_TYPES }),
    dataSizeGb: doublePrecision('data_size_gb'),
    /** Hosting months bought so far, the included three and every paid extension (at most six). */
    storageMonths: integer('storage_months'),
    eraseLevel: text('erase_level', { enum: ERASE_LEVELS }),
    /** The server's price of the order itself (extensions are their own payments). */
    pricePence: integer('price_pence').notNull(),
    status: text('status', { enum: DATA_ORDER_STATUSES }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    expiryReminderSentAt: timestamp('expiry_reminder_sent_at', { withTimezone: true }),
    archiveKey: text('archive_key'),
    archiveBytes: bigint('archive_bytes', { mode: 'number' }),
    archiveDeletedAt: timestamp('archive_deleted_at', { withTimezone: true }),
    /** When the deletion receipt was handed to the mailer (claimed before sending, so it goes once). */
    deletionReceiptSentAt: timestamp('deletion_receipt_sent_at', { withTimezone: true }),
    /**
     * When the owner last asked us to start within the 14-day cancellation period, as they
     * opened a checkout (Consumer Contracts Regulations 2013, reg. 36; docs/legal.md).
     */
    startRequestedAt: timestamp('start_requested_at', { withTimezone: true }),
    /** When staff recorded the device as received at the hub (docs/product.md, "The device's journey"). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** What happens to the device afterwards; null on orders placed before the choice was asked. */
    afterCare: text('after_care', { enum: AFTER_CARE_CHOICES }),
    /** The UK address a `return` goes to; personal data, cleared when the account is deleted. */
    returnAddress: jsonb('return_address').$type<ReturnAddress>(),
    /** When staff recorded the dispatch, collection or recycling. */
    afterCareDoneAt: timestamp('after_care_done_at', { withTimezone: true }),
    trackingReference: text('tracking_reference'),
    /** The recycle device order opened for the device (its number, shown to the owner). */
    recycleOrderNumber: text('recycle_order_number'),
  },
  (table) => [
    index('data_orders_owner_created_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('data_orders_owner_idempotency_key').on(table.ownerId, table.idempotencyKey),
    index('data_orders_status_expires_idx').on(table.status, table.expiresAt),
    index('data_orders_created_idx').on(table.createdAt),
  ],
);

export const dataOrderEvents = pgTable(
  'data_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => dataOrders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_ORDER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The member of staff who made this step, if one did. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** A step of the device's journey the owner's timeline names, when this entry is one. */
    step: text('step', { enum: DATA_ORDER_STEPS }),
  },
  (table) => [index('data_order_events_order_idx').on(table.orderId, table.at)],
);

/** Every download of an archive, shown to its owner. */
export const dataOrderDownloads = pgTable(
  'data_order_downloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => dataOrders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    address: text('address').notNull(),
    /** Who asked for the link: the owner, or a member of staff (null on entries logged before this was kept). */
    byRole: text('by_role', { enum: ['owner', 'staff'] }),
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('data_order_downloads_order_idx').on(table.orderId, table.at)],
);
