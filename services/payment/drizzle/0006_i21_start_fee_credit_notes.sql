ALTER TABLE "payment"."competitions" ADD COLUMN "division_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment"."invoices" ADD COLUMN "kind" text DEFAULT 'INVOICE' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment"."invoices" ADD COLUMN "cancels_invoice_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cancels_uq" ON "payment"."invoices" USING btree ("cancels_invoice_id");