CREATE TABLE "export"."adverts" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"active" boolean NOT NULL,
	"from_date" timestamp with time zone,
	"to_date" timestamp with time zone,
	"button_text" text,
	"button_link" text,
	"detail_view" boolean NOT NULL,
	"clicks" integer NOT NULL,
	"created_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export"."clubs" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"name" text NOT NULL,
	"long_name" text,
	"address" text,
	"zip" text,
	"city" text,
	"country" text,
	"bmd_account_number" text,
	"active" boolean NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export"."competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"event" boolean NOT NULL,
	"competition_type_id" integer NOT NULL,
	"competition_type_name" text NOT NULL,
	"level_id" integer,
	"view_type" text NOT NULL,
	"competition_date" timestamp with time zone NOT NULL,
	"competition_end_date" timestamp with time zone,
	"registration_start" timestamp with time zone,
	"registration_end" timestamp with time zone,
	"nomination_fee" double precision,
	"city" text,
	"zip" text,
	"country" text,
	"state" text,
	"stages" integer,
	"public_link" text NOT NULL,
	"paid" boolean NOT NULL,
	"cancelled" boolean NOT NULL,
	"active" boolean NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export"."export_job_chunks" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "export_job_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "export"."export_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"params" jsonb NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"total_rows" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "export"."reference_names" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"version" bigint NOT NULL,
	"name" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reference_names_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "export"."registrations" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"order_id" integer NOT NULL,
	"order_status" text NOT NULL,
	"payment_method" text,
	"competition_id" integer NOT NULL,
	"squad_id" integer NOT NULL,
	"squad_stand_id" integer,
	"reservation_code" text,
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
	"cancelled" boolean NOT NULL,
	"paid" boolean NOT NULL,
	"paid2" boolean NOT NULL,
	"released" boolean NOT NULL,
	"created_at" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export"."reservation_codes" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"code" text NOT NULL,
	"competition_id" integer NOT NULL,
	"club_id" integer,
	"created_at" timestamp with time zone,
	"used" boolean NOT NULL,
	"used_at" timestamp with time zone,
	"order_item_id" integer,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export"."squads" (
	"id" integer PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" text,
	"start_time" text,
	"end_time" text,
	"squad_size" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export"."stands" (
	"id" integer PRIMARY KEY NOT NULL,
	"squad_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export"."users" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"club_id" integer,
	"roles" text[] NOT NULL,
	"active" boolean NOT NULL,
	"enabled" boolean NOT NULL,
	"payment_until" timestamp with time zone,
	"blocked" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export"."export_job_chunks" ADD CONSTRAINT "export_job_chunks_job_id_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "export"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_club_idx" ON "export"."competitions" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "competitions_date_idx" ON "export"."competitions" USING btree ("competition_date");--> statement-breakpoint
CREATE INDEX "registrations_competition_idx" ON "export"."registrations" USING btree ("competition_id","item_id");--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "export"."registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservation_codes_competition_idx" ON "export"."reservation_codes" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "squads_competition_idx" ON "export"."squads" USING btree ("competition_id");