CREATE TABLE "payment"."checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"order_ids" integer[] NOT NULL,
	"item_ids" integer[] NOT NULL,
	"second" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"email" text,
	"locale" text DEFAULT 'de' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"payable_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"provider" text,
	"provider_checkout_id" text,
	"provider_url" text,
	"payment_id" uuid,
	"provider_payment_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment"."paid_items" (
	"item_id" integer NOT NULL,
	"second" boolean NOT NULL,
	"checkout_id" uuid NOT NULL,
	CONSTRAINT "paid_items_item_id_second_pk" PRIMARY KEY("item_id","second")
);
--> statement-breakpoint
CREATE TABLE "payment"."provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"checkout_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment"."refunds" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_provider_checkout_uq" ON "payment"."checkouts" USING btree ("provider","provider_checkout_id");--> statement-breakpoint
CREATE INDEX "provider_events_checkout_idx" ON "payment"."provider_events" USING btree ("checkout_id");