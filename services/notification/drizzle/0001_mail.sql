CREATE TABLE "notification"."mail_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_log_status_check" CHECK ("notification"."mail_log"."status" IN ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notification"."recipients" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"locale" text NOT NULL,
	"club_id" integer,
	"roles" text[] NOT NULL,
	"active" boolean NOT NULL,
	"notification_selection" jsonb NOT NULL,
	"division_ids" integer[] NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_log_event_mail_uq" ON "notification"."mail_log" USING btree ("event_id","type","recipient");--> statement-breakpoint
CREATE INDEX "mail_log_sent_at_idx" ON "notification"."mail_log" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "recipients_club_idx" ON "notification"."recipients" USING btree ("club_id");