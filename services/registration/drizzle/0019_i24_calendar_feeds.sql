CREATE TABLE "registration"."calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "competitions_public_link_idx" ON "registration"."competitions" USING btree (("snapshot"->>'publicLink'));