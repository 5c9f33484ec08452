ALTER TABLE "catalog"."documents" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."documents" ADD COLUMN "owner_club_id" integer;--> statement-breakpoint
ALTER TABLE "catalog"."documents" ADD CONSTRAINT "documents_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
-- existing rows got their random public id from the column default (evaluated per row); their
-- owning club is the club whose logo or competition they belong to
UPDATE "catalog"."documents" d SET "owner_club_id" = c."id" FROM "catalog"."clubs" c WHERE c."logo_document_id" = d."id";--> statement-breakpoint
UPDATE "catalog"."documents" d SET "owner_club_id" = comp."club_id" FROM "catalog"."competition_uploads" u JOIN "catalog"."competitions" comp ON comp."id" = u."competition_id" WHERE u."document_id" = d."id" AND d."owner_club_id" IS NULL;
