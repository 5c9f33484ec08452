CREATE TABLE "payment"."cancelled_items" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL
);
