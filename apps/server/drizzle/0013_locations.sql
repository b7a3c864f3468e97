-- The locator's nearest-point search and fuzzy place names (docs/decisions/0019-recycling-locator.md).
-- PGlite loads these contrib extensions at start (db/client.ts); PostgreSQL ships them with its contrib package.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "gazetteer_outcodes" (
	"outcode" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gazetteer_places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gazetteer_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_alt" text,
	"local_type" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"outcode" text,
	"district" text,
	"county" text,
	"region" text,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "gazetteer_postcodes" (
	"postcode" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gazetteer_sectors" (
	"sector" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"query" text NOT NULL,
	"kind" text NOT NULL,
	"found" boolean NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"label" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geocode_cache_kind_query_pk" PRIMARY KEY("kind","query")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"address" text,
	"postcode" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accepts" text[] NOT NULL,
	"accepts_confirmed" text[] NOT NULL,
	"opening_hours" text,
	"website" text,
	"phone" text,
	"attribution" text NOT NULL,
	"source_date" timestamp with time zone,
	"duplicate_of" text,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gazetteer_places_name_idx" ON "gazetteer_places" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "gazetteer_places_name_trgm_idx" ON "gazetteer_places" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "locations_source_key" ON "locations" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "locations_earth_idx" ON "locations" USING gist (ll_to_earth("lat", "lng")) WHERE "retired_at" IS NULL AND "duplicate_of" IS NULL;
