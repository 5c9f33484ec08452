import {
  effectiveNotificationSelection,
  PAYMENT_VALID_ROLES,
  premiumValid,
  type NotificationFlag,
  type UserUpsertedPayload,
} from '@portal/contracts';
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
                               active, notification_selection, division_ids, deputy_user_ids, deputy_mail,
                               payment_until, version)
    VALUES (${user.userId}, ${user.username}, ${user.email}, ${user.firstName}, ${user.lastName},
            ${user.locale}, ${user.clubId}, ${sql.param(user.roles)}::text[], ${user.active},
            ${JSON.stringify(user.notificationSelection)}::jsonb, ${sql.param(user.divisionIds)}::integer[],
            ${sql.param(user.deputyUserIds ?? [])}::integer[], ${user.deputyMail ?? true},
            ${user.paymentUntil ?? null}, ${version})
    ON CONFLICT (user_id) DO UPDATE SET
      username = EXCLUDED.username, email = EXCLUDED.email, first_name = EXCLUDED.first_name,
      last_name = EXCLUDED.last_name, locale = EXCLUDED.locale, club_id = EXCLUDED.club_id,
      roles = EXCLUDED.roles, active = EXCLUDED.active,
      notification_selection = EXCLUDED.notification_selection, division_ids = EXCLUDED.division_ids,
      deputy_user_ids = EXCLUDED.deputy_user_ids, deputy_mail = EXCLUDED.deputy_mail,
      payment_until = EXCLUDED.payment_until, premium_known = true, version = EXCLUDED.version,
      updated_at = now()
    WHERE ${recipients}.version < EXCLUDED.version
    RETURNING user_id`);
  return rows.length > 0;
}

/**
 * The registrant's sign-on confirmation preference (`registrationChangeRegistrationSuccess`, on
 * unless switched off); guests and users not replicated yet get the mail.
 */
export async function wantsSignOnConfirmation(tx: DbExecutor, userId: number | null): Promise<boolean> {
  if (userId === null) return true;
  const { rows } = await tx.execute(sql`
    SELECT notification_selection AS selection FROM ${recipients} WHERE user_id = ${userId}`);
  const row = rows[0] as { selection: Record<string, unknown> | null } | undefined;
  return !row || effectiveNotificationSelection(row.selection).registrationChangeRegistrationSuccess;
}

/** A user as notification mails them. */
export interface Recipient {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  clubId: number | null;
  selection: Partial<Record<NotificationFlag, boolean>>;
  deputyUserIds: number[];
}

const RECIPIENT_COLUMNS = sql`user_id AS "userId", email, first_name AS "firstName", last_name AS "lastName",
  locale, club_id AS "clubId", notification_selection AS selection, deputy_user_ids AS "deputyUserIds"`;

export async function recipientsByIds(tx: DbExecutor, userIds: number[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.execute(sql`
    SELECT ${RECIPIENT_COLUMNS} FROM ${recipients}
    WHERE user_id = ANY(${sql.param(userIds)}::integer[]) AND active ORDER BY user_id`);
  return rows as unknown as Recipient[];
}

/**
 * The active users who act for a user (their deputies): they get copies of the user's registration
 * mails, none when the user switched deputy mail off.
 */
export async function deputiesOf(tx: DbExecutor, userId: number | null): Promise<Recipient[]> {
  if (userId === null) return [];
  const { rows } = await tx.execute(sql`
    SELECT ${RECIPIENT_COLUMNS} FROM ${recipients}
    WHERE active AND user_id = ANY(
      COALESCE((SELECT deputy_user_ids FROM ${recipients} WHERE user_id = ${userId} AND deputy_mail),
               '{}'::integer[]))
    ORDER BY user_id`);
  return rows as unknown as Recipient[];
}

/**
 * A mail addressed to one user (about their own registration) goes when the switch the profile
 * shows is on (contracts' effectiveNotificationSelection, the one rule for both); guests and users
 * not replicated yet get it.
 */
export const allowsKind = (recipient: Recipient | null | undefined, flag: NotificationFlag): boolean =>
  !recipient || effectiveNotificationSelection(recipient.selection)[flag];

/** Who receives a kind they chose, among those a broadcast mail is meant for. */
export type Audience =
  { clubAdminsOf: number } | { admins: true } | { divisionIds: number[] } | { userIds: number[] };

const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_SYSTEM_ADMIN', 'ROLE_PORTAL_ADMIN'];

/**
 * Active users of an audience who switched the kind on (broadcast kinds are chosen: off unless
 * stored true, as effectiveNotificationSelection has them).
 */
export async function recipientsChoosing(
  tx: DbExecutor,
  flag: NotificationFlag,
  audience: Audience,
): Promise<Recipient[]> {
  const where =
    'clubAdminsOf' in audience
      ? sql`club_id = ${audience.clubAdminsOf} AND 'ROLE_CLUB_ADMIN' = ANY(roles)`
      : 'admins' in audience
        ? sql`roles && ${sql.param(ADMIN_ROLES)}::text[]`
        : 'divisionIds' in audience
          ? sql`division_ids && ${sql.param(audience.divisionIds)}::integer[]`
          : sql`user_id = ANY(${sql.param(audience.userIds)}::integer[])`;
  const { rows } = await tx.execute(sql`
    SELECT ${RECIPIENT_COLUMNS} FROM ${recipients}
    WHERE active AND (notification_selection->>${flag})::boolean IS TRUE AND ${where}
    ORDER BY user_id`);
  return rows as unknown as Recipient[];
}

/**
 * The users among `userIds` who are premium now (payment-valid roles, or contracts' premiumValid on
 * their last day): the reminders are theirs only (docs/premium-features.md). Guests and users not
 * replicated are not premium; a row replicated before the premium date was (premium_known false)
 * keeps the reminders until the user's next upsert.
 */
export async function premiumUserIds(
  tx: DbExecutor,
  userIds: number[],
  now = new Date(),
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await tx.execute(sql`
    SELECT user_id AS "userId", roles, payment_until AS "paymentUntil", premium_known AS "premiumKnown"
    FROM ${recipients}
    WHERE user_id = ANY(${sql.param(userIds)}::integer[])`);
  const premium = (
    rows as { userId: number; roles: string[]; paymentUntil: string | null; premiumKnown: boolean }[]
  ).filter(
    (r) =>
      !r.premiumKnown ||
      r.roles.some((role) => (PAYMENT_VALID_ROLES as readonly string[]).includes(role)) ||
      premiumValid(r.paymentUntil, now),
  );
  return new Set(premium.map((r) => r.userId));
}
