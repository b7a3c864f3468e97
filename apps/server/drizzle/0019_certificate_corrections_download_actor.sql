ALTER TABLE "certificates" ADD COLUMN "performer_reference" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "data_order_downloads" ADD COLUMN "by_role" text;--> statement-breakpoint
ALTER TABLE "data_order_downloads" ADD COLUMN "by_user_id" text;--> statement-breakpoint
ALTER TABLE "data_order_downloads" ADD CONSTRAINT "data_order_downloads_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_order_current" ON "certificates" USING btree ("order_id") WHERE "certificates"."revoked_at" is null;