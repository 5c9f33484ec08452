ALTER TABLE "registration"."order_items" ADD COLUMN "place_since" timestamp with time zone;--> statement-breakpoint
-- a waiting-list entry that gets a place (promotion, move, uncancel: whichever statement flips
-- waiting_list) remembers when; the automatic cancellation counts payOnTime from then
CREATE OR REPLACE FUNCTION "registration"."order_items_place_since"() RETURNS trigger AS $$
BEGIN
  NEW.place_since := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "order_items_place_since" BEFORE UPDATE OF "waiting_list" ON "registration"."order_items"
  FOR EACH ROW WHEN (OLD.waiting_list AND NOT NEW.waiting_list)
  EXECUTE FUNCTION "registration"."order_items_place_since"();
