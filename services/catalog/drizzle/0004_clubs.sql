ALTER TABLE "catalog"."clubs" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "bank_bic" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "bank_iban" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "contact_salutation" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "contact_first_name" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "contact_last_name" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "contact_telephone" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "payment_until" date;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "logo_document_id" integer;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "bmd_account_number" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "invoice_name" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "invoice_mail" text;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."clubs" ADD CONSTRAINT "clubs_logo_document_id_documents_id_fk" FOREIGN KEY ("logo_document_id") REFERENCES "catalog"."documents"("id") ON DELETE set null ON UPDATE no action;