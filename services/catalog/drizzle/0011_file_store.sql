CREATE TABLE "catalog"."stored_file_chunks" (
	"upload_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_upload_id_seq_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
CREATE TABLE "catalog"."stored_files" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"size" bigint,
	"chunks" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalog"."stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_upload_id_stored_files_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "catalog"."stored_files"("upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_visible_key" ON "catalog"."stored_files" USING btree ("key") WHERE completed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stored_files_unfinished" ON "catalog"."stored_files" USING btree ("started_at") WHERE completed_at IS NULL;--> statement-breakpoint
-- uploads are mostly compressed already (images, PDFs): keep the chunks out of line, uncompressed
ALTER TABLE "catalog"."stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
