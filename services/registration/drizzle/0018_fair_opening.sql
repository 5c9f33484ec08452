CREATE TABLE "registration"."fair_queue_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration"."fair_queue_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"competition_id" integer NOT NULL,
	"entry_key" text NOT NULL,
	"public_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draw_rank" integer,
	"admission_no" integer,
	"admitted_at" timestamp with time zone,
	"window_ends_at" timestamp with time zone,
	"served_at" timestamp with time zone,
	"dropped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration"."fair_queues" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"seed" "bytea" NOT NULL,
	"seed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	"last_tick_at" timestamp with time zone,
	"credit_millis" integer DEFAULT 0 NOT NULL,
	"admitted" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registration"."competitions" ADD COLUMN "fair_opening" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registration"."competitions" ADD COLUMN "fair_opening_lead_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_queue_entries_key_idx" ON "registration"."fair_queue_entries" USING btree ("competition_id","entry_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_queue_entries_public_idx" ON "registration"."fair_queue_entries" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "fair_queue_entries_waiting_idx" ON "registration"."fair_queue_entries" USING btree ("competition_id","draw_rank","id") WHERE "registration"."fair_queue_entries"."admitted_at" IS NULL;