-- A running card checkout of a cart (docs/api-paths-and-keys.md): until when its payment may still
-- be confirmed. Meanwhile no item leaves the cart (TOO_EARLY_TO_DELETE): the provider would take
-- the money for a place already given back.
ALTER TABLE "registration"."carts" ADD COLUMN "card_checkout_until" timestamp with time zone;
