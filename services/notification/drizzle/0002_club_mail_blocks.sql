CREATE TABLE "notification"."club_mail_blocks" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
