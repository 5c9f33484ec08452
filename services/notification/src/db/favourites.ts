import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { favourites } from './schema';

/** Applies a favourite toggle unless a later one of the same user and competition is there. */
export async function applyFavourite(
  tx: DbExecutor,
  change: { userId: number; competitionId: number; favourite: boolean; at: string },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${favourites} AS f (user_id, competition_id, favourite, changed_at)
    VALUES (${change.userId}, ${change.competitionId}, ${change.favourite}, ${change.at})
    ON CONFLICT (user_id, competition_id) DO UPDATE SET favourite = EXCLUDED.favourite,
      changed_at = EXCLUDED.changed_at
    WHERE f.changed_at < EXCLUDED.changed_at`);
}

/**
 * The users who marked the competition as a favourite; `unregistered` leaves out those with a
 * live registration for it (they need no call to sign up).
 */
export async function favouriteUserIds(
  tx: DbExecutor,
  competitionId: number,
  unregistered: boolean,
): Promise<number[]> {
  const { rows } = await tx.execute(sql`
    SELECT f.user_id AS "userId" FROM ${favourites} f
    WHERE f.competition_id = ${competitionId} AND f.favourite
      ${
        unregistered
          ? sql`AND NOT EXISTS (SELECT 1 FROM notification.order_items i
                 WHERE i.competition_id = f.competition_id AND i.user_id = f.user_id AND NOT i.cancelled)`
          : sql``
      }
    ORDER BY f.user_id`);
  return (rows as { userId: number }[]).map((r) => r.userId);
}
