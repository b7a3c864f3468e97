UPDATE "device_models" SET "status" = 'published' WHERE "status" = 'visible';--> statement-breakpoint
ALTER TABLE "device_models" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "brands_lower_name_key" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "device_models_type_brand_lower_name_key" ON "device_models" USING btree ("type_id","brand_id",lower("name"));--> statement-breakpoint
ALTER TABLE "device_models" ADD CONSTRAINT "device_models_status_check" CHECK ("device_models"."status" in ('draft', 'published', 'retired'));