CREATE TABLE "registration"."reference_names" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reference_names_kind_id_pk" PRIMARY KEY("kind","id")
);
