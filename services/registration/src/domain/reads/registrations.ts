import type { CompetitionRegistration } from '@portal/contracts';
import type { AuthUser, DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { isGuest } from '../rules/sign-up-rules';
import { LIVE_RESERVED_ITEM } from './live-items';

/**
 * The caller's live registrations, one entry per competition (GET competitions/registrations),
 * for the registered icons of the lists: paid (green) when every one is paid, else unpaid (red).
 * Guests have none.
 */
export async function registrationsOf(db: DbExecutor, user: AuthUser): Promise<CompetitionRegistration[]> {
  if (user.id === null || isGuest(user)) return [];
  const { rows } = await db.execute(sql`
    SELECT i.competition_id AS "competitionId", bool_and(i.paid) AS paid,
      bool_and(i.waiting_list) AS "waitingList"
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.user_id = ${user.id} AND ${LIVE_RESERVED_ITEM}
    GROUP BY i.competition_id ORDER BY i.competition_id`);
  return rows as unknown as CompetitionRegistration[];
}
