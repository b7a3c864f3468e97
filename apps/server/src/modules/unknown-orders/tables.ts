import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Another module's tables only for a foreign key (docs/decisions/0015-one-way-imports.md).
import { users } from '../accounts/tables.ts';

export const unknownOrders = pgTable(
  'unknown_orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    status: text('status', { enum: ['Submitted', 'Under review', 'Identified', 'Rejected'] }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('unknown_orders_owner_created_idx').on(table.ownerId, table.createdAt),
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
