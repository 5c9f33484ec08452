CREATE TABLE "catalog"."maintenance_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"from_date" timestamp with time zone NOT NULL,
	"to_date" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_windows_period_check" CHECK ("catalog"."maintenance_windows"."to_date" > "catalog"."maintenance_windows"."from_date")
);
--> statement-breakpoint
CREATE INDEX "maintenance_windows_active_from_idx" ON "catalog"."maintenance_windows" USING btree ("active","from_date");