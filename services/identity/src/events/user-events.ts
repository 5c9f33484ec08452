import {
  effectiveNotificationSelection,
  IDENTITY_EVENTS,
  type PasswordResetRequestedPayload,
  type UserBlockedPayload,
  type UserRegisteredPayload,
  type UserUpsertedPayload,
} from '@portal/contracts';
import { appendEvent, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { deputies } from '../db/schema';
import { membershipOf } from '../domain/club-membership';
import type { UserRecord } from '../domain/user-view';

const SCHEMA = 'identity';
const PRODUCER = 'identity';
const locale = (user: UserRecord) => (user.locale === 'en' ? 'en' : 'de');

/**
 * The users who may act for `userId`: the deputies travel with the user's own version, so a
 * replica decides "may X act for Y" from Y's row alone.
 */
async function deputyUserIdsOf(tx: DbExecutor, userId: number): Promise<number[]> {
  const { rows } = await tx.execute(
    sql`SELECT deputy_user_id AS id FROM ${deputies} WHERE user_id = ${userId} ORDER BY deputy_user_id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Identity's domain events, always appended in the transaction of the change. */
export const userEvents = {
  registered: (tx: DbExecutor, user: UserRecord, verificationToken: string) =>
    appendEvent<UserRegisteredPayload>(tx, SCHEMA, PRODUCER, {
      type: IDENTITY_EVENTS.userRegistered,
      payload: {
        userId: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        salutation: user.salutation,
        locale: locale(user),
        verificationToken,
      },
    }),

  passwordResetRequested: (tx: DbExecutor, user: UserRecord, resetToken: string) =>
    appendEvent<PasswordResetRequestedPayload>(tx, SCHEMA, PRODUCER, {
      type: IDENTITY_EVENTS.passwordResetRequested,
      payload: {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        locale: locale(user),
        resetToken,
      },
    }),

  upserted: async (tx: DbExecutor, user: UserRecord, roles: string[]) =>
    appendEvent<UserUpsertedPayload>(tx, SCHEMA, PRODUCER, {
      type: IDENTITY_EVENTS.userUpserted,
      version: user.version,
      payload: {
        userId: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        locale: locale(user),
        clubId: user.clubId,
        clubMembership: membershipOf(user),
        roles,
        active: user.active,
        enabled: user.enabled,
        paymentUntil: user.paymentUntil,
        // the switches as the profile shows them: notification's replica sends by exactly these
        notificationSelection: effectiveNotificationSelection(
          user.notificationSelection as Record<string, unknown> | null,
        ),
        divisionIds: user.notificationDivisionIds,
        deputyUserIds: await deputyUserIdsOf(tx, user.id),
        deputyMail: user.deputyMail,
        ipscNumber: user.ipscNumber,
        ipscRegion: user.ipscRegion,
        ipscAlias: user.ipscAlias,
        alias: user.alias,
      },
    }),

  blocked: (tx: DbExecutor, userId: number) =>
    appendEvent<UserBlockedPayload>(tx, SCHEMA, PRODUCER, {
      type: IDENTITY_EVENTS.userBlocked,
      payload: { userId, at: new Date().toISOString() },
    }),

  deleted: (tx: DbExecutor, userId: number) =>
    appendEvent<UserBlockedPayload>(tx, SCHEMA, PRODUCER, {
      type: IDENTITY_EVENTS.userDeleted,
      payload: { userId, at: new Date().toISOString() },
    }),
};
