import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which version of each reference-data seed step has been applied, so seeding is idempotent. */
export const seedVersions = pgTable('seed_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
