import { REGISTRATION_EVENTS, type OrderItemReserved } from '@portal/contracts';
import { appendEvent, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/** The catalog's fixed notification type of the sign-on confirmation (catalog migration 0006). */
const SIGN_ON_TYPE = { id: 1, name: 'SIGN_ON_CONFIRMATION' };

/**
 * Writes `registration.order-item.reserved` to the outbox in the transaction that reserved the
 * item, so the sign-on confirmation mail follows exactly the reservations that committed.
 * Every field the mail needs travels with it (notification keeps no orders), including the
 * competition's own sign-on block from the catalog snapshot; the club's block is notification's
 * replica of the club. An item without an e-mail (an event signed up by a guest) gets no mail.
 */
export async function announceReserved(tx: DbExecutor, itemId: number, onBehalf: boolean): Promise<void> {
  const { rows } = await tx.execute(sql`
    SELECT i.id AS "itemId", i.token, i.user_id AS "userId", i.email, i.first_name AS "firstName",
      i.last_name AS "lastName", i.locale, i.competition_id AS "competitionId",
      c.name AS "competitionName", c.competition_date AS "competitionDate", c.club_id AS "clubId",
      s.name AS "squadName", st.name AS "standName", i.waiting_list AS "waitingList",
      (SELECT b->>'text' FROM jsonb_array_elements(COALESCE(c.snapshot->'notificationBlocks', '[]'::jsonb)) b
        WHERE (b->'type'->>'id')::int = ${SIGN_ON_TYPE.id} OR b->'type'->>'name' = ${SIGN_ON_TYPE.name}
        LIMIT 1) AS "competitionSignOnText"
    FROM order_items i JOIN competitions c ON c.id = i.competition_id JOIN squads s ON s.id = i.squad_id
    LEFT JOIN squad_stands st ON st.id = i.squad_stand_id
    WHERE i.id = ${itemId}`);
  const row = rows[0] as
    | (Omit<OrderItemReserved, 'competitionDate' | 'onBehalf'> & {
        competitionDate: string | Date | null;
      })
    | undefined;
  if (!row?.email) return;
  await appendEvent<OrderItemReserved>(tx, 'registration', 'registration', {
    type: REGISTRATION_EVENTS.orderItemReserved,
    payload: {
      ...row,
      locale: row.locale === 'en' ? 'en' : 'de',
      competitionDate: row.competitionDate ? new Date(row.competitionDate).toISOString() : null,
      onBehalf,
    },
  });
}
