ALTER TABLE "payment"."checkouts" ADD COLUMN "save_method" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment"."checkouts" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "payment"."checkouts" ADD COLUMN "provider_payment_method" text;--> statement-breakpoint
ALTER TABLE "payment"."checkouts" ADD COLUMN "premium_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payment"."premium_memberships" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payment"."premium_memberships" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "payment"."premium_memberships" ADD COLUMN "provider_payment_method" text;--> statement-breakpoint
ALTER TABLE "payment"."premium_memberships" ADD COLUMN "renewal_tried_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment"."premium_payments" ADD COLUMN "charge_outcome" text;--> statement-breakpoint
ALTER TABLE "payment"."premium_payments" ADD COLUMN "provider_payment_ref" text;--> statement-breakpoint
ALTER TABLE "payment"."refunds" ADD COLUMN "reason" text;