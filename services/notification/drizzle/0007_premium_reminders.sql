ALTER TABLE "notification"."recipients" ADD COLUMN "payment_until" text;--> statement-breakpoint
-- rows replicated before this column existed do not know the user's premium: they keep getting
-- reminders (the former behaviour) until the user's next identity.user.upserted says (docs/premium-features.md)
ALTER TABLE "notification"."recipients" ADD COLUMN "premium_known" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification"."recipients" ALTER COLUMN "premium_known" SET DEFAULT true;
