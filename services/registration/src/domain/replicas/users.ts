import type { UserUpsertedPayload } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/** Applies identity's user snapshot when it is newer than the replica's row. */
export async function applyUserSnapshot(tx: DbExecutor, user: UserUpsertedPayload, version: number) {
  await tx.execute(sql`
    INSERT INTO users AS r (id, version, username, email, first_name, last_name, locale, club_id,
      roles, active, enabled, payment_until, deputy_user_ids, club_membership)
    VALUES (${user.userId}, ${version}, ${user.username}, ${user.email}, ${user.firstName},
      ${user.lastName}, ${user.locale}, ${user.clubId}, ${sql.param(user.roles)}::text[],
      ${user.active}, ${user.enabled}, ${user.paymentUntil},
      ${sql.param(user.deputyUserIds ?? [])}::integer[], ${user.clubMembership ?? null})
    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, username = EXCLUDED.username,
      email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
      locale = EXCLUDED.locale, club_id = EXCLUDED.club_id, roles = EXCLUDED.roles,
      active = EXCLUDED.active, enabled = EXCLUDED.enabled, payment_until = EXCLUDED.payment_until,
      deputy_user_ids = EXCLUDED.deputy_user_ids, club_membership = EXCLUDED.club_membership,
      deleted = false
    WHERE r.version < EXCLUDED.version`);
}

/** `identity.user.blocked` / `.deleted` carry no version: they apply at once. */
export async function markUser(tx: DbExecutor, userId: number, change: 'blocked' | 'deleted') {
  await tx.execute(
    change === 'deleted'
      ? sql`UPDATE users SET deleted = true, active = false WHERE id = ${userId}`
      : sql`UPDATE users SET active = false WHERE id = ${userId}`,
  );
}

export interface UserRow {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  clubId: number | null;
  locale: string | null;
}

export const userQuery = (id: number) => sql`
    SELECT id, first_name AS "firstName", last_name AS "lastName", email, club_id AS "clubId", locale
    FROM users WHERE id = ${id} AND NOT deleted`;

export async function findUser(tx: DbExecutor, id: number): Promise<UserRow | null> {
  const { rows } = await tx.execute(userQuery(id));
  return (rows[0] as UserRow | undefined) ?? null;
}
