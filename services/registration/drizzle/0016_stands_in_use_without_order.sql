-- The stands in use of a squad without one order's items, for the occupancy event of a hold that
-- ends in one statement (endHoldAtOnce): that statement does not yet see its own release of the
-- order's items. VOLATILE for a fresh snapshot, as squad_stands_in_use(integer), which now asks
-- this one without an order, so the query lives in one place.
CREATE FUNCTION "registration"."squad_stands_in_use"(p_squad integer, p_without_order integer) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  stands jsonb;
BEGIN
  SELECT coalesce(jsonb_agg(DISTINCT squad_stand_id ORDER BY squad_stand_id), '[]'::jsonb) INTO stands
  FROM "registration"."order_items"
  WHERE squad_id = p_squad AND squad_stand_id IS NOT NULL AND NOT cancelled AND NOT released
    AND order_id IS DISTINCT FROM p_without_order;
  RETURN stands;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "registration"."squad_stands_in_use"(p_squad integer) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN "registration"."squad_stands_in_use"(p_squad, NULL);
END $$;
