ALTER TABLE "payment"."transfers_due" ADD COLUMN "waiting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment"."users" ADD COLUMN "payment_until" date;