import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Other modules' tables only for a foreign key (docs/decisions/0015-one-way-imports.md).
import { users } from '../accounts/tables.ts';
import { deviceModels } from '../catalogue/tables.ts';

const STATUSES = ['Submitted', 'Under review', 'Identified', 'Rejected'] as const;

export const unknownOrders = pgTable(
  'unknown_orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    status: text('status', { enum: STATUSES }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Once identified: the catalogue model (kept as named then, should it be renamed or removed later). */
    modelId: integer('model_id').references(() => deviceModels.id, { onDelete: 'set null' }),
    modelType: text('model_type'),
    modelBrand: text('model_brand'),
    modelName: text('model_name'),
    modelClassification: text('model_classification', { enum: ['recycle', 'current', 'rare'] }),
    grade: text('grade'),
    color: text('color'),
    storageGb: integer('storage_gb'),
    /** The server's own quote at identification, in pence. */
    pricePence: integer('price_pence'),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (table) => [
    index('unknown_orders_owner_created_idx').on(table.ownerId, table.createdAt),
    index('unknown_orders_status_created_idx').on(table.status, table.createdAt),
    index('unknown_orders_created_idx').on(table.createdAt),
    uniqueIndex('unknown_orders_owner_idempotency_key').on(table.ownerId, table.idempotencyKey),
  ],
);

export const unknownOrderImages = pgTable(
  'unknown_order_images',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => unknownOrders.id, { onDelete: 'cascade' }),
    uploadKey: text('upload_key').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

/** Every status change with its time, the member of staff who made it and their note. */
export const unknownOrderEvents = pgTable(
  'unknown_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => unknownOrders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (table) => [index('unknown_order_events_order_idx').on(table.orderId, table.at)],
);
