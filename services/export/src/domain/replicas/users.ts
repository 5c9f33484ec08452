import type { UserUpsertedPayload } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/** A paid-until day as its UTC midnight, whatever the session's zone (shown by calendarDay). */
const paidUntil = (day: string | null) =>
  day === null ? null : sql`(${day.slice(0, 10)}::date::timestamp AT TIME ZONE 'UTC')`;

/** identity's users as reporting needs them; newer versions only. */
export async function applyUser(tx: DbExecutor, u: UserUpsertedPayload, version: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO export.users (id, version, username, email, first_name, last_name, club_id, roles,
      active, enabled, payment_until, ipsc_number, ipsc_region, ipsc_alias, alias)
    VALUES (${u.userId}, ${version}, ${u.username}, ${u.email}, ${u.firstName}, ${u.lastName},
      ${u.clubId}, ${sql`ARRAY[${sql.join(
        u.roles.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[]`}, ${u.active}, ${u.enabled}, ${paidUntil(u.paymentUntil)},
      ${u.ipscNumber ?? null}, ${u.ipscRegion ?? null}, ${u.ipscAlias ?? null}, ${u.alias ?? null})
    ON CONFLICT (id) DO UPDATE SET version = excluded.version, username = excluded.username,
      email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
      club_id = excluded.club_id, roles = excluded.roles, active = excluded.active,
      enabled = excluded.enabled, payment_until = excluded.payment_until,
      ipsc_number = excluded.ipsc_number, ipsc_region = excluded.ipsc_region,
      ipsc_alias = excluded.ipsc_alias, alias = excluded.alias, blocked = false
    WHERE export.users.version < excluded.version`);
}

/** blocked or deleted (no version on these events: they always apply) */
export async function markUser(tx: DbExecutor, id: number, mark: 'blocked' | 'deleted'): Promise<void> {
  await tx.execute(
    mark === 'blocked'
      ? sql`UPDATE export.users SET blocked = true WHERE id = ${id}`
      : sql`UPDATE export.users SET deleted = true WHERE id = ${id}`,
  );
}
