import { REGISTRATION_EVENTS, type OrderItemReserved } from '@portal/contracts';
import { appendEvent, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/** The catalog's fixed notification type of the sign-on confirmation (catalog migration 0006). */
const SIGN_ON_TYPE = { id: 1, name: 'SIGN_ON_CONFIRMATION' };

/** The sign-on payload of each item (those without an e-mail are left out), as the item is now. */
async function signOnPayloads(tx: DbExecutor, itemIds: number[]): Promise<OrderItemReserved[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await tx.execute(sql`
    SELECT i.id AS "itemId", i.token, i.user_id AS "userId", i.email, i.first_name AS "firstName",
      i.last_name AS "lastName", i.locale, i.competition_id AS "competitionId",
      c.name AS "competitionName", c.competition_date AS "competitionDate", c.club_id AS "clubId",
      s.name AS "squadName", st.name AS "standName", i.waiting_list AS "waitingList",
      (i.created_by IS NOT NULL AND i.created_by IS DISTINCT FROM i.user_id) AS "onBehalf",
      (SELECT b->>'text' FROM jsonb_array_elements(COALESCE(c.snapshot->'notificationBlocks', '[]'::jsonb)) b
        WHERE (b->'type'->>'id')::int = ${SIGN_ON_TYPE.id} OR b->'type'->>'name' = ${SIGN_ON_TYPE.name}
        LIMIT 1) AS "competitionSignOnText"
    FROM order_items i JOIN competitions c ON c.id = i.competition_id JOIN squads s ON s.id = i.squad_id
    LEFT JOIN squad_stands st ON st.id = i.squad_stand_id
    WHERE i.id = ANY(${sql.param(itemIds)}::integer[]) ORDER BY i.id`);
  return (
    rows as unknown as (Omit<OrderItemReserved, 'competitionDate'> & {
      competitionDate: string | Date | null;
    })[]
  )
    .filter((row) => row.email)
    .map((row) => ({
      ...row,
      locale: row.locale === 'en' ? 'en' : 'de',
      competitionDate: row.competitionDate ? new Date(row.competitionDate).toISOString() : null,
    }));
}

/**
 * Writes `registration.order-item.reserved` to the outbox in the transaction that reserved the
 * item (the item replica, the club admins' new-registration mail, the reminders). Every field a
 * mail needs travels with it (notification keeps no orders), including the competition's own
 * sign-on block from the catalog snapshot. An item without an e-mail (an event signed up by a
 * guest) is not announced.
 */
export async function announceReserved(tx: DbExecutor, itemId: number, onBehalf: boolean): Promise<void> {
  for (const payload of await signOnPayloads(tx, [itemId]))
    await appendEvent<OrderItemReserved>(tx, 'registration', 'registration', {
      type: REGISTRATION_EVENTS.orderItemReserved,
      payload: { ...payload, onBehalf },
    });
}

/**
 * Writes `registration.order-item.signed-on` (the sign-on confirmation mail, same payload) when
 * the sign-on is complete: at checkout for the cart's items, at reservation for an order made
 * for someone else (it joins no cart). Before that the place is only reserved in the cart, so
 * the "you are signed on" mail waits (docs/registration-mails.md).
 */
export async function announceSignedOn(tx: DbExecutor, itemIds: number[]): Promise<void> {
  for (const payload of await signOnPayloads(tx, itemIds))
    await appendEvent<OrderItemReserved>(tx, 'registration', 'registration', {
      type: REGISTRATION_EVENTS.orderItemSignedOn,
      payload,
    });
}
