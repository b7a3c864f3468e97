import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// Another module's tables only for a foreign key (docs/decisions/0015-one-way-imports.md).
import { users } from '../accounts/tables.ts';

/** Every staff action, written in the same transaction as the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What was changed, e.g. `data-order:dor_…`. */
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);
