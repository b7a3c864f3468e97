ALTER TABLE "partners" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "opening_hours" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "payout_methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "offer_pence" integer;--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "grade_found" text;--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "revised_price_pence" integer;--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "paid_pence" integer;--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "device_orders" ADD CONSTRAINT "device_orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_orders_partner_idx" ON "device_orders" USING btree ("partner_id");--> statement-breakpoint
UPDATE "partners" SET "kind" = 'drop-off' WHERE "kind" = 'recycler';