import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocationAccepts, LocationKind } from '@recircuit/contract';

/**
 * Drop-off points for electricals (docs/decisions/0019-recycling-locator.md). One row per point of
 * one source, upserted by (source, source_id); a point gone from a newer file of its source is
 * retired, not deleted; a point another source already lists (within 100 m, similar name) is kept
 * as `duplicate_of` that point and hidden from searches.
 */
export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    /** `osm`, `open3r`, … */
    source: text('source').notNull(),
    /** The source's own id, e.g. `node/123456` for OpenStreetMap. */
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<LocationKind>().notNull(),
    address: text('address'),
    postcode: text('postcode'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accepts: text('accepts').array().$type<LocationAccepts[]>().notNull(),
    acceptsConfirmed: text('accepts_confirmed').array().$type<LocationAccepts[]>().notNull(),
    /** The opening_hours text as published; null when absent or not readable by the opening_hours library. */
    openingHours: text('opening_hours'),
    website: text('website'),
    phone: text('phone'),
    /** The credit line the source's licence asks for. */
    attribution: text('attribution').notNull(),
    /** When the source says its data was taken (an Overpass answer's timestamp, a file's date). */
    sourceDate: timestamp('source_date', { withTimezone: true }),
    duplicateOf: text('duplicate_of'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('locations_source_key').on(table.source, table.sourceId),
    // The nearest-first search (docs/decisions/0019-recycling-locator.md) uses a GiST index on
    // ll_to_earth(lat, lng), created by hand in the migration: drizzle cannot express it.
  ],
);

/** Great Britain's postcodes and their centres (OS Code-Point Open), keyed by the postcode without its space. */
export const gazetteerPostcodes = pgTable('gazetteer_postcodes', {
  postcode: text('postcode').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** Outcode centres ("M1"). */
export const gazetteerOutcodes = pgTable('gazetteer_outcodes', {
  outcode: text('outcode').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** Postcode sector centres ("M1 1"), keyed without the space ("M11"). */
export const gazetteerSectors = pgTable('gazetteer_sectors', {
  sector: text('sector').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** Populated places (OS Open Names): cities, towns, villages, hamlets, suburbs. */
export const gazetteerPlaces = pgTable(
  'gazetteer_places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    nameAlt: text('name_alt'),
    /** City, Town, Village, Hamlet, Suburban Area or Other Settlement. */
    localType: text('local_type').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    outcode: text('outcode'),
    district: text('district'),
    county: text('county'),
    region: text('region'),
    country: text('country'),
  },
  (table) => [
    index('gazetteer_places_name_idx').on(sql`lower(${table.name})`),
    index('gazetteer_places_name_alt_idx').on(sql`lower(${table.nameAlt})`),
    index('gazetteer_places_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/** Answers of the external geocoder (postcodes.io), so each query is asked once; `found` false caches a miss. */
export const geocodeCache = pgTable(
  'geocode_cache',
  {
    query: text('query').notNull(),
    kind: text('kind').$type<'postcode' | 'outcode' | 'place'>().notNull(),
    found: boolean('found').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    label: text('label'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.query] })],
);
