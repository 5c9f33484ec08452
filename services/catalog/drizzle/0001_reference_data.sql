CREATE TABLE "catalog"."clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"long_name" text NOT NULL,
	"short_name" text,
	"address" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"match_address" text,
	"match_zip" text,
	"match_city" text,
	"match_country" text,
	"website_link" text,
	"google_maps_link" text,
	"public_link_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"unlisted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_public_link_id_unique" UNIQUE("public_link_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."competition_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "competition_classes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalog"."competition_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"signup_reservation_timeout" integer NOT NULL,
	"logo" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"event" boolean DEFAULT false NOT NULL,
	CONSTRAINT "competition_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalog"."division_competition_types" (
	"division_id" integer NOT NULL,
	"competition_type_id" integer NOT NULL,
	CONSTRAINT "division_competition_types_division_id_competition_type_id_pk" PRIMARY KEY("division_id","competition_type_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "divisions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalog"."factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "factors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalog"."levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "levels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "catalog"."division_competition_types" ADD CONSTRAINT "division_competition_types_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "catalog"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."division_competition_types" ADD CONSTRAINT "division_competition_types_competition_type_id_competition_types_id_fk" FOREIGN KEY ("competition_type_id") REFERENCES "catalog"."competition_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_types_single_default_idx" ON "catalog"."competition_types" USING btree ("is_default") WHERE "catalog"."competition_types"."is_default";--> statement-breakpoint
CREATE INDEX "division_competition_types_type_idx" ON "catalog"."division_competition_types" USING btree ("competition_type_id");