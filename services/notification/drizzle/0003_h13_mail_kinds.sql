CREATE TABLE "notification"."competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"club_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"event" boolean DEFAULT false NOT NULL,
	"public_link" text,
	"competition_date" timestamp with time zone,
	"registration" boolean DEFAULT false NOT NULL,
	"registration_start" timestamp with time zone,
	"registration_end" timestamp with time zone,
	"pay_on_time" integer DEFAULT 9 NOT NULL,
	"first_payment_reminder" integer,
	"second_payment_reminder" integer,
	"auto_subscription_cancelation" boolean DEFAULT false NOT NULL,
	"division_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"view_type" text,
	"active" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification"."favourites" (
	"user_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"favourite" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_user_id_competition_id_pk" PRIMARY KEY("user_id","competition_id")
);
--> statement-breakpoint
CREATE TABLE "notification"."order_items" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" integer,
	"email" text,
	"first_name" text,
	"last_name" text,
	"locale" text NOT NULL,
	"competition_id" integer NOT NULL,
	"club_id" integer,
	"squad_name" text,
	"waiting_list" boolean NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification"."club_mail_blocks" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "notification"."club_mail_blocks" ADD COLUMN "logo_public_id" text;--> statement-breakpoint
ALTER TABLE "notification"."club_mail_blocks" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "notification"."mail_log" ADD COLUMN "cause" text;--> statement-breakpoint
ALTER TABLE "notification"."mail_log" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "notification"."mail_log" ADD COLUMN "competition_id" integer;--> statement-breakpoint
ALTER TABLE "notification"."mail_log" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "notification"."recipients" ADD COLUMN "deputy_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "favourites_competition_idx" ON "notification"."favourites" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "order_items_competition_idx" ON "notification"."order_items" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "mail_log_competition_idx" ON "notification"."mail_log" USING btree ("competition_id","sent_at");--> statement-breakpoint
CREATE INDEX "mail_log_user_idx" ON "notification"."mail_log" USING btree ("user_id","sent_at");