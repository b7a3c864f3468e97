CREATE TABLE "unknown_order_images" (
	"order_id" text NOT NULL,
	"upload_key" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "unknown_order_images_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "unknown_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"owner_id" text,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unknown_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"thumb_key" text NOT NULL,
	"owner_id" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unknown_order_images" ADD CONSTRAINT "unknown_order_images_order_id_unknown_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."unknown_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_orders" ADD CONSTRAINT "unknown_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unknown_orders_owner_created_idx" ON "unknown_orders" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unknown_orders_owner_idempotency_key" ON "unknown_orders" USING btree ("owner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_orphan_idx" ON "uploads" USING btree ("order_id","created_at");