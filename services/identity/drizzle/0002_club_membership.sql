ALTER TABLE "identity"."users" ADD COLUMN "club_membership" text;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "club_membership_decided_by" integer;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "club_membership_decided_at" timestamp with time zone;--> statement-breakpoint
-- clubs chosen before memberships were confirmed: administrators keep theirs, shooters wait for their club's admin
UPDATE "identity"."users" u SET "club_membership" = CASE WHEN EXISTS (
  SELECT 1 FROM "identity"."user_roles" ur JOIN "identity"."role_permissions" rp ON rp."role_id" = ur."role_id"
  WHERE ur."user_id" = u."id" AND rp."permission" IN ('IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLIENT_ADMIN', 'IS_CLUB_ADMIN')
) THEN 'CONFIRMED' ELSE 'PENDING' END
WHERE u."club_id" IS NOT NULL;
