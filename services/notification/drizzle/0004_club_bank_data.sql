ALTER TABLE "notification"."club_mail_blocks" ADD COLUMN "long_name" text;--> statement-breakpoint
ALTER TABLE "notification"."club_mail_blocks" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "notification"."club_mail_blocks" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "notification"."club_mail_blocks" ADD COLUMN "iban" text;