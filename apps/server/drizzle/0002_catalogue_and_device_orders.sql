CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalogue_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"release_year" integer NOT NULL,
	"launch_price_pence" integer NOT NULL,
	"classification" text NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"device_id" text NOT NULL,
	"owner_id" text,
	"classification" text NOT NULL,
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"model_name" text NOT NULL,
	"color" text,
	"storage_gb" integer,
	"grade" text NOT NULL,
	"price_pence" integer,
	"commission_pence" integer,
	"voucher_code" text,
	"voucher_activated_at" timestamp with time zone,
	"description" text,
	"year" integer,
	"status" text NOT NULL,
	"quote_expires_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "device_orders_device_id_unique" UNIQUE("device_id")
);
--> statement-breakpoint
CREATE TABLE "device_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "model_colors" (
	"model_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "model_colors_model_id_name_pk" PRIMARY KEY("model_id","name")
);
--> statement-breakpoint
CREATE TABLE "model_storages" (
	"model_id" integer NOT NULL,
	"gb" integer NOT NULL,
	CONSTRAINT "model_storages_model_id_gb_pk" PRIMARY KEY("model_id","gb")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"logo_url" text NOT NULL,
	"website" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_factor" numeric(4, 3) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_type_id_device_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_order_events" ADD CONSTRAINT "device_order_events_order_id_device_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."device_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_orders" ADD CONSTRAINT "device_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_colors" ADD CONSTRAINT "model_colors_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_storages" ADD CONSTRAINT "model_storages_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_models_type_brand_name_key" ON "device_models" USING btree ("type_id","brand_id","name");--> statement-breakpoint
CREATE INDEX "device_models_brand_idx" ON "device_models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "device_order_events_order_idx" ON "device_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "device_orders_owner_created_idx" ON "device_orders" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_orders_owner_idempotency_key" ON "device_orders" USING btree ("owner_id","idempotency_key");