import type { UserUpsertedPayload } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { recipients } from './schema';

/**
 * Stores identity's contact data and preferences of a user unless a newer version is already
 * there, so that events arriving out of order cannot bring back old data. Returns whether it applied.
 */
export async function upsertRecipient(
  tx: DbExecutor,
  version: number,
  user: UserUpsertedPayload,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO ${recipients} (user_id, username, email, first_name, last_name, locale, club_id, roles,
                               active, notification_selection, division_ids, version)
    VALUES (${user.userId}, ${user.username}, ${user.email}, ${user.firstName}, ${user.lastName},
            ${user.locale}, ${user.clubId}, ${sql.param(user.roles)}::text[], ${user.active},
            ${JSON.stringify(user.notificationSelection)}::jsonb, ${sql.param(user.divisionIds)}::integer[],
            ${version})
    ON CONFLICT (user_id) DO UPDATE SET
      username = EXCLUDED.username, email = EXCLUDED.email, first_name = EXCLUDED.first_name,
      last_name = EXCLUDED.last_name, locale = EXCLUDED.locale, club_id = EXCLUDED.club_id,
      roles = EXCLUDED.roles, active = EXCLUDED.active,
      notification_selection = EXCLUDED.notification_selection, division_ids = EXCLUDED.division_ids,
      version = EXCLUDED.version, updated_at = now()
    WHERE ${recipients}.version < EXCLUDED.version
    RETURNING user_id`);
  return rows.length > 0;
}

/**
 * The registrant's sign-on confirmation preference (`registrationChangeRegistrationSuccess`):
 * only a user who deselected it goes without; guests and users not replicated yet get the mail.
 */
export async function wantsSignOnConfirmation(tx: DbExecutor, userId: number | null): Promise<boolean> {
  if (userId === null) return true;
  const { rows } = await tx.execute(sql`
    SELECT notification_selection->'registrationChangeRegistrationSuccess' AS flag
    FROM ${recipients} WHERE user_id = ${userId}`);
  return (rows[0] as { flag: unknown } | undefined)?.flag !== false;
}
