-- 0014 was written by hand without drizzle's snapshot; this brings the snapshot up to date so the
-- next `npm run db:generate` starts from the real schema. The column exists already (IF NOT EXISTS).
ALTER TABLE "registration"."carts" ADD COLUMN IF NOT EXISTS "card_checkout_until" timestamp with time zone;
