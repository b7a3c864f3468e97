import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ERASE_METHODS } from '@recircuit/contract';
// Another module's tables only for a foreign key (docs/decisions/0015-one-way-imports.md).
import { users } from '../accounts/tables.ts';

/** What staff recorded when they wiped a device (standard or certified). */
export const erasureRecords = pgTable(
  'erasure_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    method: text('method', { enum: ERASE_METHODS }).notNull(),
    tool: text('tool').notNull(),
    toolVersion: text('tool_version'),
    verification: text('verification').notNull(),
    result: text('result').notNull(),
    deviceSerial: text('device_serial'),
    notes: text('notes'),
    performedBy: text('performed_by').references(() => users.id, { onDelete: 'set null' }),
    performedByName: text('performed_by_name').notNull(),
    performedAt: timestamp('performed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('erasure_records_order_idx').on(table.orderId)],
);

/**
 * A certificate of erasure: written once and never edited. A correction revokes it
 * (revokedAt, replacedBy) and issues a new one (docs/product.md, "Certificates").
 */
export const certificates = pgTable(
  'certificates',
  {
    /** The public verification code: random, at least 80 bits, not derived from the order. */
    code: text('code').primaryKey(),
    orderId: text('order_id').notNull(),
    erasureId: bigint('erasure_id', { mode: 'number' })
      .notNull()
      .references(() => erasureRecords.id),
    orderNumber: text('order_number').notNull(),
    deviceType: text('device_type').notNull(),
    deviceName: text('device_name').notNull(),
    deviceSerialMasked: text('device_serial_masked'),
    method: text('method', { enum: ERASE_METHODS }).notNull(),
    methodDetail: text('method_detail').notNull(),
    standard: text('standard').notNull(),
    tool: text('tool').notNull(),
    verification: text('verification').notNull(),
    result: text('result').notNull(),
    /** What the certificate shows of who erased the device: initials only (docs/product.md, "Certificates"). */
    performedBy: text('performed_by').notNull(),
    /** The staff reference shown beside the initials; null on certificates issued before it existed. */
    performerReference: text('performer_reference'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The stored PDF (object storage key). */
    pdfKey: text('pdf_key').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
    /** Why an admin revoked it (a correction), shown on its verification page. */
    revocationReason: text('revocation_reason'),
  },
  (table) => [
    index('certificates_order_idx').on(table.orderId),
    // One standing certificate per order: a second issue or a lost race fails rather than leaving two.
    uniqueIndex('certificates_order_current')
      .on(table.orderId)
      .where(sql`${table.revokedAt} is null`),
  ],
);
