CREATE TABLE "payment"."clubs" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"long_name" text,
	"address" text,
	"zip" text,
	"city" text,
	"country" text,
	"bank_name" text,
	"bic" text,
	"iban" text,
	"bmd_account_number" text,
	"invoice_name" text,
	"invoice_mail" text
);
--> statement-breakpoint
CREATE TABLE "payment"."competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"club_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"event" boolean DEFAULT false NOT NULL,
	"competition_date" timestamp with time zone,
	"paid" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment"."invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment"."invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"competition_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"competition_name" text NOT NULL,
	"competition_date" timestamp with time zone,
	"club_name" text NOT NULL,
	"invoice_name" text,
	"invoice_mail" text,
	"bmd_account_number" text,
	"address" text,
	"zip" text,
	"city" text,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"vat_percent" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer
);
--> statement-breakpoint
CREATE TABLE "payment"."premium_memberships" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"valid_until" timestamp with time zone,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"method" text DEFAULT 'TRANSFER' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"reminded_for" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment"."premium_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reference" text NOT NULL,
	"checkout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment"."transfers_due" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"token" text NOT NULL,
	"user_id" integer,
	"club_id" integer,
	"competition_id" integer NOT NULL,
	"competition_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"amount_cents" integer NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment"."users" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"email" text,
	"locale" text DEFAULT 'de' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "payment"."invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_club_idx" ON "payment"."invoices" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_payments_open_uq" ON "payment"."premium_payments" USING btree ("user_id") WHERE "payment"."premium_payments"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "premium_payments_reference_uq" ON "payment"."premium_payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "transfers_due_cart_idx" ON "payment"."transfers_due" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "transfers_due_user_idx" ON "payment"."transfers_due" USING btree ("user_id");