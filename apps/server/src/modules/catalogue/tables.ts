import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MODEL_STATUSES } from '@recircuit/contract';

export const deviceTypes = pgTable('device_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
  },
  // Staff type brand names: "apple" must find Apple rather than make a second brand.
  (table) => [uniqueIndex('brands_lower_name_key').on(sql`lower(${table.name})`)],
);

export const deviceModels = pgTable(
  'device_models',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => deviceTypes.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    releaseYear: integer('release_year').notNull(),
    launchPricePence: integer('launch_price_pence').notNull(),
    classification: text('classification', { enum: ['current', 'recycle', 'rare'] }).notNull(),
    /** Staff draft a model, publish it to the public and retire it (docs/product.md, "Catalogue"). */
    status: text('status', { enum: MODEL_STATUSES }).notNull().default('draft'),
  },
  (table) => [
    // The seed's upsert target; the lower-case index below is what keeps names unique without case.
    uniqueIndex('device_models_type_brand_name_key').on(table.typeId, table.brandId, table.name),
    uniqueIndex('device_models_type_brand_lower_name_key').on(table.typeId, table.brandId, sql`lower(${table.name})`),
    index('device_models_brand_idx').on(table.brandId),
    check('device_models_status_check', sql`${table.status} in ('draft', 'published', 'retired')`),
  ],
);

export const modelColors = pgTable(
  'model_colors',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => deviceModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.name] })],
);

export const modelStorages = pgTable(
  'model_storages',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => deviceModels.id, { onDelete: 'cascade' }),
    gb: integer('gb').notNull(),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.gb] })],
);

/** A partner: where a device is handed in (docs/product.md, "Hand-in, payment to the owner, and donations"). */
export const partners = pgTable('partners', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['trade-in', 'specialist', 'charity', 'drop-off'] }).notNull(),
  logoUrl: text('logo_url').notNull(),
  website: text('website').notNull(),
  description: text('description').notNull().default(''),
  /** What the partner pays relative to our quote, for trade-in offers. */
  priceFactor: numeric('price_factor', { precision: 4, scale: 3 }).notNull().default('1'),
  /** SHA-256 of the partner's key for confirming hand-ins (`npm run partner-key`); null: no key yet. */
  keyHash: text('key_hash'),
  /** Street address with town, without the postcode. */
  address: text('address').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** OpenStreetMap opening_hours syntax; null when unknown. */
  openingHours: text('opening_hours'),
  /** How it pays the owner: cash, bank-transfer, store-credit (none for drop-off points and charities). */
  payoutMethods: text('payout_methods')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** An invented partner for trying the site: labelled "(demo)" wherever the public sees it. */
  demo: boolean('demo').notNull().default(false),
  /** Retired partners stay for the orders that name them but are offered to nobody. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bumped whenever the catalogue changes, so every instance reloads its cache. */
export const catalogueRevision = pgTable('catalogue_revision', {
  id: integer('id').primaryKey().default(1),
  revision: integer('revision').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
