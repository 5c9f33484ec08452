CREATE TABLE "catalog"."advertisings" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"text" text,
	"image_document_id" integer,
	"detail_image_document_id" integer,
	"from_date" timestamp with time zone,
	"to_date" timestamp with time zone,
	"button_text" text NOT NULL,
	"button_link" text,
	"detail_view" boolean DEFAULT false NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "advertisings_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."club_notification_blocks" (
	"club_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "club_notification_blocks_club_id_type_id_pk" PRIMARY KEY("club_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."competition_competition_classes" (
	"competition_id" integer NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "competition_competition_classes_competition_id_ref_id_pk" PRIMARY KEY("competition_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."competition_divisions" (
	"competition_id" integer NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "competition_divisions_competition_id_ref_id_pk" PRIMARY KEY("competition_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."competition_factors" (
	"competition_id" integer NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "competition_factors_competition_id_ref_id_pk" PRIMARY KEY("competition_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."competition_notification_blocks" (
	"competition_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "competition_notification_blocks_competition_id_type_id_pk" PRIMARY KEY("competition_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."competition_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"upload_type_id" integer NOT NULL,
	"document_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"event" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"event_type" text,
	"competition_type_id" integer NOT NULL,
	"level_id" integer,
	"information" text,
	"nomination_fee" numeric(10, 2),
	"club_website_link" text,
	"contact_first_name" text,
	"contact_last_name" text,
	"contact_email" text,
	"contact_telephone" text,
	"address" text,
	"city" text,
	"zip" text,
	"country" text,
	"state" text,
	"google_maps_link" text,
	"competition_date" timestamp with time zone NOT NULL,
	"competition_end_date" timestamp with time zone,
	"registration" boolean DEFAULT true NOT NULL,
	"registration_start" timestamp with time zone,
	"registration_end" timestamp with time zone,
	"pay_on_site" boolean DEFAULT false NOT NULL,
	"payment_via_deposit" boolean DEFAULT false NOT NULL,
	"payment_with_wirecard" boolean DEFAULT false NOT NULL,
	"pay_on_time" integer DEFAULT 9 NOT NULL,
	"first_payment_reminder" integer,
	"second_payment_reminder" integer,
	"auto_subscription_cancelation" boolean DEFAULT false NOT NULL,
	"view_type" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stages" integer,
	"minimum_shots" integer,
	"multiple_registrations" boolean DEFAULT false NOT NULL,
	"national_competition" boolean DEFAULT false NOT NULL,
	"qualification" boolean DEFAULT false NOT NULL,
	"new_competition_mail_sent" boolean DEFAULT false NOT NULL,
	"announcement_link" text,
	"result_list_link" text,
	"public_link" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"starting_places" integer,
	"waiting_list_places" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "competitions_public_link_unique" UNIQUE("public_link")
);
--> statement-breakpoint
CREATE TABLE "catalog"."favourites" (
	"user_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_competition_id_pk" PRIMARY KEY("user_id","competition_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."notification_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "notification_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalog"."squad_competition_classes" (
	"squad_id" integer NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "squad_competition_classes_squad_id_ref_id_pk" PRIMARY KEY("squad_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."squad_divisions" (
	"squad_id" integer NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "squad_divisions_squad_id_ref_id_pk" PRIMARY KEY("squad_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."squad_factors" (
	"squad_id" integer NOT NULL,
	"ref_id" integer NOT NULL,
	CONSTRAINT "squad_factors_squad_id_ref_id_pk" PRIMARY KEY("squad_id","ref_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."squad_occupancy" (
	"squad_id" integer PRIMARY KEY NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL,
	"stand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."squad_stands" (
	"id" serial PRIMARY KEY NOT NULL,
	"squad_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."squads" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"information" text NOT NULL,
	"squad_size" integer NOT NULL,
	"max_waiting_list_size" integer DEFAULT 0 NOT NULL,
	"start_date" date,
	"start_time" time,
	"end_time" time,
	"result_list_link" text,
	"require_code" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "squads_sizes_check" CHECK ("catalog"."squads"."squad_size" >= 0 and "catalog"."squads"."max_waiting_list_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog"."advertisings" ADD CONSTRAINT "advertisings_image_document_id_documents_id_fk" FOREIGN KEY ("image_document_id") REFERENCES "catalog"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."advertisings" ADD CONSTRAINT "advertisings_detail_image_document_id_documents_id_fk" FOREIGN KEY ("detail_image_document_id") REFERENCES "catalog"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."club_notification_blocks" ADD CONSTRAINT "club_notification_blocks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "catalog"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."club_notification_blocks" ADD CONSTRAINT "club_notification_blocks_type_id_notification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "catalog"."notification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_competition_classes" ADD CONSTRAINT "competition_competition_classes_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "catalog"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_competition_classes" ADD CONSTRAINT "competition_competition_classes_ref_id_competition_classes_id_fk" FOREIGN KEY ("ref_id") REFERENCES "catalog"."competition_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_divisions" ADD CONSTRAINT "competition_divisions_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "catalog"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_divisions" ADD CONSTRAINT "competition_divisions_ref_id_divisions_id_fk" FOREIGN KEY ("ref_id") REFERENCES "catalog"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_factors" ADD CONSTRAINT "competition_factors_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "catalog"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_factors" ADD CONSTRAINT "competition_factors_ref_id_factors_id_fk" FOREIGN KEY ("ref_id") REFERENCES "catalog"."factors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_notification_blocks" ADD CONSTRAINT "competition_notification_blocks_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "catalog"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_notification_blocks" ADD CONSTRAINT "competition_notification_blocks_type_id_notification_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "catalog"."notification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_uploads" ADD CONSTRAINT "competition_uploads_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "catalog"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_uploads" ADD CONSTRAINT "competition_uploads_upload_type_id_upload_types_id_fk" FOREIGN KEY ("upload_type_id") REFERENCES "catalog"."upload_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competition_uploads" ADD CONSTRAINT "competition_uploads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "catalog"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competitions" ADD CONSTRAINT "competitions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "catalog"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competitions" ADD CONSTRAINT "competitions_competition_type_id_competition_types_id_fk" FOREIGN KEY ("competition_type_id") REFERENCES "catalog"."competition_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."competitions" ADD CONSTRAINT "competitions_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "catalog"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."favourites" ADD CONSTRAINT "favourites_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "catalog"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."squad_competition_classes" ADD CONSTRAINT "squad_competition_classes_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "catalog"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."squad_competition_classes" ADD CONSTRAINT "squad_competition_classes_ref_id_competition_classes_id_fk" FOREIGN KEY ("ref_id") REFERENCES "catalog"."competition_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."squad_divisions" ADD CONSTRAINT "squad_divisions_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "catalog"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."squad_divisions" ADD CONSTRAINT "squad_divisions_ref_id_divisions_id_fk" FOREIGN KEY ("ref_id") REFERENCES "catalog"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."squad_factors" ADD CONSTRAINT "squad_factors_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "catalog"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."squad_factors" ADD CONSTRAINT "squad_factors_ref_id_factors_id_fk" FOREIGN KEY ("ref_id") REFERENCES "catalog"."factors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."squad_stands" ADD CONSTRAINT "squad_stands_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "catalog"."squads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."squads" ADD CONSTRAINT "squads_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "catalog"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_competition_classes_ref_idx" ON "catalog"."competition_competition_classes" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "competition_divisions_ref_idx" ON "catalog"."competition_divisions" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "competition_factors_ref_idx" ON "catalog"."competition_factors" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "competition_uploads_competition_idx" ON "catalog"."competition_uploads" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "competitions_club_idx" ON "catalog"."competitions" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "competitions_date_idx" ON "catalog"."competitions" USING btree ("competition_date");--> statement-breakpoint
CREATE INDEX "competitions_listing_idx" ON "catalog"."competitions" USING btree ("event","competition_date") WHERE "catalog"."competitions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "squad_stands_squad_idx" ON "catalog"."squad_stands" USING btree ("squad_id");--> statement-breakpoint
CREATE INDEX "squads_competition_idx" ON "catalog"."squads" USING btree ("competition_id");--> statement-breakpoint
INSERT INTO "catalog"."notification_types" ("id", "name") VALUES
	(1, 'SIGN_ON_CONFIRMATION'),
	(2, 'WAITING_LIST_CHANGE'),
	(3, 'UPCOMING'),
	(4, 'SIGN_OFF'),
	(5, 'CANCELLATION'),
	(6, 'PAYMENT_RECEIVED');
