import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which version of each reference-data seed step has been applied, so seeding is idempotent. */
export const seedVersions = pgTable('seed_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export { rateLimitEvents } from './rate-limit-tables.ts';
export { users, sessions, linkedAccounts } from '../modules/accounts/tables.ts';
export { deviceTypes, brands, deviceModels, modelColors, modelStorages, partners, catalogueRevision } from '../modules/catalogue/tables.ts';
export { deviceOrders, deviceOrderEvents } from '../modules/device-orders/tables.ts';
export { uploads } from '../modules/uploads/tables.ts';
export { unknownOrders, unknownOrderImages } from '../modules/unknown-orders/tables.ts';
export { subscribers } from '../modules/subscriptions/tables.ts';
export { articles } from '../modules/articles/tables.ts';
