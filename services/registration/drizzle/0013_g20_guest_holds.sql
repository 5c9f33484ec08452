-- Guest sign-ups (issue 20, docs/guest-holds.md): which guest session and address made an order
-- without an account, for the one-live-registration rule and the per-address budget.
CREATE TABLE "registration"."guest_holds" (
  "order_id" integer PRIMARY KEY NOT NULL REFERENCES "registration"."orders"("id") ON DELETE CASCADE,
  "session" text NOT NULL,
  "address" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guest_holds_session_idx" ON "registration"."guest_holds" ("session");
--> statement-breakpoint
CREATE INDEX "guest_holds_address_idx" ON "registration"."guest_holds" ("address");
--> statement-breakpoint
CREATE INDEX "order_items_guest_email_idx" ON "registration"."order_items" (lower("email")) WHERE "user_id" IS NULL;
