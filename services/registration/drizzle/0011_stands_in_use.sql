-- The stands in use of a squad for its occupancy event. VOLATILE and a statement of its own, so it
-- reads with a fresh snapshot: a sign-up that writes its seat and the event in one statement may
-- have waited for the squad's row lock, and must see the stands the transaction before it committed.
CREATE FUNCTION "registration"."squad_stands_in_use"(p_squad integer) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  stands jsonb;
BEGIN
  SELECT coalesce(jsonb_agg(DISTINCT squad_stand_id ORDER BY squad_stand_id), '[]'::jsonb) INTO stands
  FROM "registration"."order_items"
  WHERE squad_id = p_squad AND squad_stand_id IS NOT NULL AND NOT cancelled AND NOT released;
  RETURN stands;
END $$;
