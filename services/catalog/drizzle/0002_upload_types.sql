CREATE TABLE "catalog"."upload_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	"sorting_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "upload_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "catalog"."competition_classes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."competition_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."divisions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."factors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."levels" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_types_name_lower_idx" ON "catalog"."upload_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "competition_classes_name_lower_idx" ON "catalog"."competition_classes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "competition_types_name_lower_idx" ON "catalog"."competition_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_name_lower_idx" ON "catalog"."divisions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "factors_name_lower_idx" ON "catalog"."factors" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "levels_name_lower_idx" ON "catalog"."levels" USING btree (lower("name"));