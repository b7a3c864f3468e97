import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// Another module's tables only for a foreign key (docs/decisions/0015-one-way-imports.md).
import { users } from '../accounts/tables.ts';

export const uploads = pgTable(
  'uploads',
  {
    /** The random storage key, also the last part of the image URL. */
    key: text('key').primaryKey(),
    thumbKey: text('thumb_key').notNull(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The unknown-device order that uses this image; unused uploads are removed after a day. */
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_owner_idx').on(table.ownerId, table.createdAt),
    index('uploads_orphan_idx').on(table.orderId, table.createdAt),
  ],
);
