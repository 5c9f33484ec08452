CREATE TABLE "catalog"."document_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"variant" text NOT NULL,
	"density" integer NOT NULL,
	"format" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_variants_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "document_variants_one" UNIQUE("document_id","variant","density","format")
);
--> statement-breakpoint
ALTER TABLE "catalog"."document_variants" ADD CONSTRAINT "document_variants_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "catalog"."documents"("id") ON DELETE cascade ON UPDATE no action;