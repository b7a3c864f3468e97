CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"image_alt" text NOT NULL,
	"reading_minutes" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"body" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"calculator_factors" jsonb,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
