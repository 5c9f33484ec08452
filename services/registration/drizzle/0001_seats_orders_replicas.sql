CREATE TABLE "registration"."competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"club_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"event" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"registration" boolean DEFAULT false NOT NULL,
	"registration_start" timestamp with time zone,
	"registration_end" timestamp with time zone,
	"competition_date" timestamp with time zone,
	"signup_reservation_timeout" integer DEFAULT 300 NOT NULL,
	"national_competition" boolean DEFAULT false NOT NULL,
	"multiple_registrations" boolean DEFAULT false NOT NULL,
	"state" text,
	"snapshot" jsonb
);
--> statement-breakpoint
CREATE TABLE "registration"."order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration"."order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"squad_id" integer NOT NULL,
	"squad_stand_id" integer,
	"reservation_code" text,
	"token" text NOT NULL,
	"waiting_list" boolean NOT NULL,
	"user_id" integer,
	"first_name" text,
	"last_name" text,
	"email" text,
	"club_id" integer,
	"division_id" integer,
	"competition_class_id" integer,
	"factor_id" integer,
	"country" text,
	"state" text,
	"locale" text,
	"cancelled" boolean DEFAULT false NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "registration"."orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration"."orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"user_id" integer,
	"first_name" text,
	"last_name" text,
	"email" text,
	"payment_method" text,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reserved_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("registration"."orders"."status" IN ('PREPARE', 'RESERVED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "registration"."squad_occupancy" (
	"squad_id" integer PRIMARY KEY NOT NULL,
	"squad_size" integer NOT NULL,
	"squad_max_waiting_list_size" integer NOT NULL,
	"size" integer NOT NULL,
	"max_waiting_list_size" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "squad_occupancy_counts_check" CHECK ("registration"."squad_occupancy"."taken" >= 0 AND "registration"."squad_occupancy"."held" >= 0 AND "registration"."squad_occupancy"."waiting" >= 0),
	CONSTRAINT "squad_occupancy_places_check" CHECK ("registration"."squad_occupancy"."taken" + "registration"."squad_occupancy"."held" <= "registration"."squad_occupancy"."size"),
	CONSTRAINT "squad_occupancy_waiting_check" CHECK ("registration"."squad_occupancy"."waiting" <= "registration"."squad_occupancy"."max_waiting_list_size")
);
--> statement-breakpoint
CREATE TABLE "registration"."squad_stands" (
	"id" integer PRIMARY KEY NOT NULL,
	"squad_id" integer NOT NULL,
	"name" text NOT NULL,
	"removed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration"."squads" (
	"id" integer PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"require_code" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"division_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"competition_class_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"factor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration"."users" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"locale" text,
	"club_id" integer,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"payment_until" text
);
--> statement-breakpoint
ALTER TABLE "registration"."order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "registration"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "registration"."order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_user_idx" ON "registration"."order_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_stand_idx" ON "registration"."order_items" USING btree ("squad_stand_id") WHERE "registration"."order_items"."squad_stand_id" IS NOT NULL AND NOT "registration"."order_items"."cancelled" AND NOT "registration"."order_items"."released";--> statement-breakpoint
CREATE INDEX "orders_overdue_idx" ON "registration"."orders" USING btree ("expires_at") WHERE "registration"."orders"."status" = 'PREPARE';--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "registration"."orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "squad_stands_squad_idx" ON "registration"."squad_stands" USING btree ("squad_id");--> statement-breakpoint
CREATE INDEX "squads_competition_idx" ON "registration"."squads" USING btree ("competition_id");