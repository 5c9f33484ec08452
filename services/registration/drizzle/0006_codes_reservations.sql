CREATE TABLE "registration"."reservation_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration"."reservation_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"competition_id" integer NOT NULL,
	"club_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"order_item_id" integer,
	"used" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "reservation_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "reservation_codes_used_check" CHECK (NOT "registration"."reservation_codes"."used" OR "registration"."reservation_codes"."order_item_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "registration"."reservation_uses" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration"."reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration"."reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"competition_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"division_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"competition_class_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"factor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"qualification" boolean DEFAULT false NOT NULL,
	"max_reservations" integer,
	"valid_until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_max_check" CHECK ("registration"."reservations"."max_reservations" IS NULL OR "registration"."reservations"."max_reservations" >= 1)
);
--> statement-breakpoint
ALTER TABLE "registration"."reservation_uses" ADD CONSTRAINT "reservation_uses_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "registration"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_codes_competition_idx" ON "registration"."reservation_codes" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "reservation_codes_item_idx" ON "registration"."reservation_codes" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "reservation_uses_reservation_idx" ON "registration"."reservation_uses" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_users_idx" ON "registration"."reservations" USING gin ("user_ids");--> statement-breakpoint
CREATE INDEX "reservations_qualification_idx" ON "registration"."reservations" USING gin ("competition_ids") WHERE "registration"."reservations"."qualification";