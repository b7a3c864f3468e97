ALTER TABLE "device_order_events" ADD COLUMN "partner_id" text;--> statement-breakpoint
ALTER TABLE "device_order_events" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "key_hash" text;--> statement-breakpoint
ALTER TABLE "device_order_events" ADD CONSTRAINT "device_order_events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_order_events" ADD CONSTRAINT "device_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;