-- Snapshots of order items and reservation codes for the export service's read model
-- (contracts REGISTRATION_SNAPSHOT_EVENTS). Triggers write them to the outbox in the transaction
-- of every change, so every writer (sign-up, cancel, pay, squad change, edits) publishes them.
-- Items of orders not confirmed yet (PREPARE, EXPIRED) publish nothing: the sign-up rush's holds
-- cost one primary-key lookup, no outbox row. Confirming an order publishes all its items.
CREATE SEQUENCE "registration"."snapshot_version_seq";
--> statement-breakpoint
CREATE FUNCTION "registration"."append_snapshot_event"(event_type text, payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  envelope jsonb := jsonb_build_object(
    'id', gen_random_uuid(),
    'type', event_type,
    'version', nextval('registration.snapshot_version_seq'),
    'occurredAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'producer', 'registration',
    'correlationId', NULL,
    'payload', payload);
BEGIN
  INSERT INTO "registration"."outbox" (event_id, type, envelope)
  VALUES ((envelope->>'id')::uuid, event_type, envelope);
  PERFORM pg_notify('outbox_registration', '');
END $$;
--> statement-breakpoint
CREATE FUNCTION "registration"."order_item_snapshot"(item "registration"."order_items", o "registration"."orders") RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'itemId', item.id, 'orderId', item.order_id, 'orderStatus', o.status,
    'paymentMethod', o.payment_method,
    'orderCreatedAt', to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'reservedAt', to_char(o.reserved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'competitionId', item.competition_id, 'squadId', item.squad_id,
    'squadStandId', item.squad_stand_id, 'reservationCode', item.reservation_code,
    'waitingList', item.waiting_list, 'userId', item.user_id,
    'firstName', item.first_name, 'lastName', item.last_name, 'email', item.email,
    'clubId', item.club_id, 'divisionId', item.division_id,
    'competitionClassId', item.competition_class_id, 'factorId', item.factor_id,
    'country', item.country, 'state', item.state, 'locale', item.locale,
    'cancelled', item.cancelled, 'paid', item.paid, 'paid2', item.paid2, 'released', item.released,
    'createdAt', to_char(item.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'createdBy', item.created_by)
$$;
--> statement-breakpoint
CREATE FUNCTION "registration"."publish_order_item"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  o "registration"."orders";
BEGIN
  SELECT * INTO o FROM "registration"."orders" WHERE id = NEW.order_id;
  IF o.status = 'RESERVED' THEN
    PERFORM "registration"."append_snapshot_event"('registration.order-item.upserted',
      "registration"."order_item_snapshot"(NEW, o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_snapshot_insert" AFTER INSERT ON "registration"."order_items"
FOR EACH ROW EXECUTE FUNCTION "registration"."publish_order_item"();
--> statement-breakpoint
CREATE TRIGGER "order_items_snapshot_update" AFTER UPDATE ON "registration"."order_items"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "registration"."publish_order_item"();
--> statement-breakpoint
CREATE FUNCTION "registration"."publish_order_item_deleted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "registration"."orders" WHERE id = OLD.order_id AND status = 'PREPARE') THEN
    RETURN NULL;
  END IF;
  PERFORM "registration"."append_snapshot_event"('registration.order-item.deleted',
    jsonb_build_object('itemId', OLD.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_snapshot_delete" AFTER DELETE ON "registration"."order_items"
FOR EACH ROW EXECUTE FUNCTION "registration"."publish_order_item_deleted"();
--> statement-breakpoint
-- an order confirmed (or a confirmed order's status, payment method or names changed): its items
CREATE FUNCTION "registration"."publish_order_items_of_order"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  item "registration"."order_items";
BEGIN
  FOR item IN SELECT * FROM "registration"."order_items" WHERE order_id = NEW.id ORDER BY id LOOP
    PERFORM "registration"."append_snapshot_event"('registration.order-item.upserted',
      "registration"."order_item_snapshot"(item, NEW));
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_snapshot_update" AFTER UPDATE ON "registration"."orders"
FOR EACH ROW WHEN (
  (NEW.status = 'RESERVED' OR OLD.status = 'RESERVED')
  AND (OLD.status, OLD.payment_method, OLD.reserved_at)
    IS DISTINCT FROM (NEW.status, NEW.payment_method, NEW.reserved_at)
) EXECUTE FUNCTION "registration"."publish_order_items_of_order"();
--> statement-breakpoint
CREATE FUNCTION "registration"."publish_reservation_code"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "registration"."append_snapshot_event"('registration.reservation-code.deleted',
      jsonb_build_object('id', OLD.id));
    RETURN NULL;
  END IF;
  PERFORM "registration"."append_snapshot_event"('registration.reservation-code.upserted',
    jsonb_build_object(
      'id', NEW.id, 'code', NEW.code, 'competitionId', NEW.competition_id, 'clubId', NEW.club_id,
      'createdAt', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'used', NEW.used,
      'usedAt', to_char(NEW.used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'orderItemId', NEW.order_item_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reservation_codes_snapshot" AFTER INSERT OR UPDATE OR DELETE ON "registration"."reservation_codes"
FOR EACH ROW EXECUTE FUNCTION "registration"."publish_reservation_code"();
--> statement-breakpoint
-- what exists already: every item of a confirmed order and every code, once
SELECT "registration"."append_snapshot_event"('registration.order-item.upserted',
  "registration"."order_item_snapshot"(i, o))
FROM "registration"."order_items" i JOIN "registration"."orders" o ON o.id = i.order_id
WHERE o.status = 'RESERVED';
--> statement-breakpoint
UPDATE "registration"."reservation_codes" SET used = used;
