ALTER TABLE "registration"."order_items" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "registration"."orders" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "registration"."users" ADD COLUMN "deputy_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "registration"."users" ADD COLUMN "club_membership" text;