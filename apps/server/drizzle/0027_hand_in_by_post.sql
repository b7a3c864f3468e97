CREATE TABLE "device_order_bank_details" (
	"order_id" text PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"sort_code" text NOT NULL,
	"account_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "by_post" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "payout_due_pence" integer;--> statement-breakpoint
ALTER TABLE "device_orders" ADD COLUMN "return_address" jsonb;--> statement-breakpoint
ALTER TABLE "device_order_bank_details" ADD CONSTRAINT "device_order_bank_details_order_id_device_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."device_orders"("id") ON DELETE cascade ON UPDATE no action;