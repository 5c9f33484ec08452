CREATE TABLE "identity"."catalog_refs" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"active" boolean NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "catalog_refs_kind_id_pk" PRIMARY KEY("kind","id")
);
