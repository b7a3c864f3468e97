-- The data order's device journey (docs/product.md, "Data service: the device's journey"). Orders
-- already Processing stay Processing (their devices were taken in before this step existed; see
-- docs/decisions); their received_at and after_care stay null, and the console offers no end step.
ALTER TABLE "data_order_events" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "data_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_orders" ADD COLUMN "after_care" text;--> statement-breakpoint
ALTER TABLE "data_orders" ADD COLUMN "return_address" jsonb;--> statement-breakpoint
ALTER TABLE "data_orders" ADD COLUMN "after_care_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_orders" ADD COLUMN "tracking_reference" text;--> statement-breakpoint
ALTER TABLE "data_orders" ADD COLUMN "recycle_order_number" text;
