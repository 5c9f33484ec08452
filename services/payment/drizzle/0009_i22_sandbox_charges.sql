CREATE TABLE "payment"."sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"outcome" text NOT NULL,
	"payment_ref" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
