ALTER TABLE "export"."users" ADD COLUMN "ipsc_number" text;--> statement-breakpoint
ALTER TABLE "export"."users" ADD COLUMN "ipsc_region" text;--> statement-breakpoint
ALTER TABLE "export"."users" ADD COLUMN "ipsc_alias" text;--> statement-breakpoint
ALTER TABLE "export"."users" ADD COLUMN "alias" text;