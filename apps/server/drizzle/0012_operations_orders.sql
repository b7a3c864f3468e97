CREATE TABLE "unknown_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "device_order_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "model_id" integer;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "model_type" text;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "model_brand" text;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "model_name" text;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "model_classification" text;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "storage_gb" integer;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "price_pence" integer;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "quote_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "unknown_order_events" ADD CONSTRAINT "unknown_order_events_order_id_unknown_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."unknown_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_order_events" ADD CONSTRAINT "unknown_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unknown_order_events_order_idx" ON "unknown_order_events" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD CONSTRAINT "unknown_orders_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_orders_created_idx" ON "data_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "device_order_events_status_at_idx" ON "device_order_events" USING btree ("status","at");--> statement-breakpoint
CREATE INDEX "device_orders_status_updated_idx" ON "device_orders" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "device_orders_created_idx" ON "device_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "unknown_orders_status_created_idx" ON "unknown_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "unknown_orders_created_idx" ON "unknown_orders" USING btree ("created_at");--> statement-breakpoint
-- Orders placed before the timeline existed start it with their submission.
UPDATE "unknown_orders" SET "updated_at" = "created_at";--> statement-breakpoint
INSERT INTO "unknown_order_events" ("order_id", "status", "at") SELECT "id", 'Submitted', "created_at" FROM "unknown_orders";
