CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"reason" text NOT NULL,
	"months" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_checkout_id_payment_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_checkout_key" ON "payment_refunds" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status","attempted_at");--> statement-breakpoint
-- Orders that raced before this index may have several open checkouts: the newest stays open, the others
-- are closed here (a payment of one of them is refunded, docs/api.md "Refunds").
UPDATE "payment_checkouts" SET "status" = 'expired' WHERE "status" = 'open' AND "id" NOT IN (
	SELECT DISTINCT ON ("order_id", "purpose") "id" FROM "payment_checkouts" WHERE "status" = 'open'
	ORDER BY "order_id", "purpose", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_one_open_key" ON "payment_checkouts" USING btree ("order_id","purpose") WHERE status = 'open';