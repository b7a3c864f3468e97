ALTER TABLE "certificates" ADD COLUMN "performer_reference" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "data_order_downloads" ADD COLUMN "by_role" text;--> statement-breakpoint
ALTER TABLE "data_order_downloads" ADD COLUMN "by_user_id" text;--> statement-breakpoint
ALTER TABLE "data_order_downloads" ADD CONSTRAINT "data_order_downloads_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Before one standing certificate per order can be required: a correction race of the old code could
-- leave two standing; all but the newest are revoked in favour of it, saying why.
UPDATE "certificates" AS "older" SET "revoked_at" = now(), "revocation_reason" = 'Replaced: a newer certificate was issued for the same order', "replaced_by" = (
  SELECT "newest"."code" FROM "certificates" AS "newest"
  WHERE "newest"."order_id" = "older"."order_id" AND "newest"."revoked_at" IS NULL
  ORDER BY "newest"."issued_at" DESC, "newest"."code" DESC LIMIT 1
) WHERE "older"."revoked_at" IS NULL AND EXISTS (
  SELECT 1 FROM "certificates" AS "other"
  WHERE "other"."order_id" = "older"."order_id" AND "other"."revoked_at" IS NULL
    AND ("other"."issued_at", "other"."code") > ("older"."issued_at", "older"."code")
);--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_order_current" ON "certificates" USING btree ("order_id") WHERE "certificates"."revoked_at" is null;