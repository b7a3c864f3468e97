import { index, pgTable, text, timestamp, bigserial } from 'drizzle-orm/pg-core';

/** Counted events for limits that must hold across instances (failed logins, emails sent). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_events_lookup_idx').on(table.bucket, table.key, table.at)],
);
