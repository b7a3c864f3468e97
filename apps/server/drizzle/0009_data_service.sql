CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"erasure_id" bigint NOT NULL,
	"order_number" text NOT NULL,
	"device_type" text NOT NULL,
	"device_name" text NOT NULL,
	"device_serial_masked" text,
	"method" text NOT NULL,
	"method_detail" text NOT NULL,
	"standard" text NOT NULL,
	"tool" text NOT NULL,
	"verification" text NOT NULL,
	"result" text NOT NULL,
	"performed_by" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pdf_key" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" text
);
--> statement-breakpoint
CREATE TABLE "erasure_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"tool" text NOT NULL,
	"tool_version" text,
	"verification" text NOT NULL,
	"result" text NOT NULL,
	"device_serial" text,
	"notes" text,
	"performed_by" text,
	"performed_by_name" text NOT NULL,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_order_downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "data_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"owner_id" text,
	"service_type" text NOT NULL,
	"device_type" text NOT NULL,
	"device_name" text NOT NULL,
	"device_serial" text,
	"data_type" text,
	"data_size_gb" double precision,
	"storage_months" integer,
	"erase_level" text,
	"price_pence" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"expiry_reminder_sent_at" timestamp with time zone,
	"archive_key" text,
	"archive_bytes" bigint,
	"archive_deleted_at" timestamp with time zone,
	CONSTRAINT "data_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"purpose" text NOT NULL,
	"months" integer DEFAULT 0 NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text NOT NULL,
	"checkout_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_erasure_id_erasure_records_id_fk" FOREIGN KEY ("erasure_id") REFERENCES "public"."erasure_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_records" ADD CONSTRAINT "erasure_records_performed_by_users_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_order_downloads" ADD CONSTRAINT "data_order_downloads_order_id_data_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."data_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_order_events" ADD CONSTRAINT "data_order_events_order_id_data_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."data_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_order_events" ADD CONSTRAINT "data_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_orders" ADD CONSTRAINT "data_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "certificates_order_idx" ON "certificates" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "erasure_records_order_idx" ON "erasure_records" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "data_order_downloads_order_idx" ON "data_order_downloads" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "data_order_events_order_idx" ON "data_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "data_orders_owner_created_idx" ON "data_orders" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_orders_owner_idempotency_key" ON "data_orders" USING btree ("owner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "data_orders_status_expires_idx" ON "data_orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_provider_session_key" ON "payment_checkouts" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payment_checkouts_order_idx" ON "payment_checkouts" USING btree ("order_id","created_at");