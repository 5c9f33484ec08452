import {
  effectiveNotificationSelection,
  PREMIUM_NOTIFICATION_FLAGS,
  type NotificationFlag,
  type Profile,
  type ProfileUpdate,
} from '@portal/contracts';
import { DomainError, type AuthUser, type Database, type DenyList } from '@portal/service-kit';
import { eq, sql } from 'drizzle-orm';
import { deputies, users } from '../db/schema';
import { userEvents } from '../events/user-events';
import { isAdminLike } from './actor';
import { assertUnique } from './accounts';
import { hashPassword } from './passwords';
import { assertOutranks, ROLE_RANK, userRank } from './role-rank';
import { chosenMembership, clubChanges, membershipOf } from './club-membership';
import { assertCatalogRefs } from './catalog-refs';
import { toColumns, uniqueViolation } from './user-fields';
import { findUserById, isPaymentValid, rolesOf, type UserRecord } from './user-view';

const idRef = (id: number | null) => (id === null ? null : { id });

/** The switches as the user has them: unchosen personal mails on, broadcasts off (contracts). */
export function notificationSelectionOf(user: UserRecord): Record<NotificationFlag, boolean> {
  return effectiveNotificationSelection(user.notificationSelection as Record<string, unknown> | null);
}

export async function toProfile(db: Database, user: UserRecord): Promise<Profile> {
  const roleList = (await rolesOf(db, [user.id])).get(user.id) ?? [];
  const deputyRows = await db
    .select({ id: deputies.id, name: deputies.name, deputyUserId: deputies.deputyUserId })
    .from(deputies)
    .where(eq(deputies.userId, user.id))
    .orderBy(deputies.id);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    selectedLanguage: user.locale === 'en' ? 'en' : 'de',
    salutation: (user.salutation as 'mr' | 'mrs' | null) ?? null,
    degree: user.degree,
    firstName: user.firstName,
    lastName: user.lastName,
    address: user.address,
    zip: user.zip,
    city: user.city,
    country: user.country,
    state: user.state,
    telephone: user.telephone,
    competitionClass: idRef(user.competitionClassId),
    division: idRef(user.divisionId),
    factor: idRef(user.factorId),
    club: idRef(user.clubId),
    clubMembership: membershipOf(user),
    alias: user.alias,
    cowboyName: user.cowboyName,
    sassNumber: user.sassNumber,
    ipscNumber: user.ipscNumber,
    ipscRegion: user.ipscRegion,
    ipscAlias: user.ipscAlias,
    allowInformations: user.allowInformations,
    paymentUntil: user.paymentUntil,
    competitionViewType: user.competitionViewType,
    shooterCompetitionViewType: user.shooterCompetitionViewType,
    notificationSelection: notificationSelectionOf(user),
    division_ids: user.notificationDivisionIds,
    deputies: deputyRows,
    deputyMail: user.deputyMail,
    userRoles: roleList,
  };
}

/** Own profile only, except for admins and portal admins. */
export async function loadProfileFor(db: Database, actor: AuthUser, id: number): Promise<UserRecord> {
  if (actor.id !== id && !isAdminLike(actor)) throw new DomainError('PERMISSION_DENIED', 403);
  const user = await findUserById(db, id);
  if (!user) throw new DomainError('USER_DOES_NOT_EXIST', 404);
  return user;
}

export async function updateProfile(
  db: Database,
  denyList: DenyList,
  actor: AuthUser,
  id: number,
  update: ProfileUpdate,
): Promise<Profile> {
  const current = await loadProfileFor(db, actor, id);
  if (actor.id !== id) await assertOutranks(db, actor, id);
  if (clubChanges(current, update) && (await userRank(db, id)) >= ROLE_RANK.ROLE_CLUB_ADMIN)
    // a club admin's club is theirs by user administration, never by their own choice
    throw new DomainError('PERMISSION_DENIED', 403, 'club');
  checkPremiumSwitches(actor, current, update.notificationSelection);
  await assertUnique(db, undefined, update.email, id);
  await assertCatalogRefs(db, update, current);
  const { password, passwordValid: _repeat, notificationSelection, division_ids, ...fields } = update;
  const passwordHash = password ? await hashPassword(password) : undefined;
  try {
    const updated = await db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({
          ...toColumns(fields),
          ...(clubChanges(current, update) ? chosenMembership(update.club?.id ?? null) : {}),
          ...(passwordHash ? { passwordHash } : {}),
          ...(notificationSelection ? { notificationSelection } : {}),
          ...(division_ids ? { notificationDivisionIds: division_ids } : {}),
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, current.id))
        .returning();
      const roleNames = ((await rolesOf(tx, [id])).get(id) ?? []).map((r) => r.name);
      await userEvents.upserted(tx, user!, roleNames);
      return user!;
    });
    // a new password ends the other sessions; the caller logs in again
    if (passwordHash) await denyList.deny(String(id));
    return toProfile(db, updated);
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/**
 * The reminder switches are premium (docs/premium-features.md): without valid payment they keep
 * their value (saving the rest of the profile unchanged is fine), else 403 PREMIUM_FEATURE.
 */
function checkPremiumSwitches(
  actor: AuthUser,
  current: UserRecord,
  selection: ProfileUpdate['notificationSelection'],
): void {
  if (!selection || isPaymentValid(actor.roles, current.paymentUntil)) return;
  const now = notificationSelectionOf(current);
  if (PREMIUM_NOTIFICATION_FLAGS.some((flag) => selection[flag] !== now[flag]))
    throw new DomainError('PREMIUM_FEATURE', 403, 'notificationSelection');
}

/** List or card view preference: not for guests, and only with valid payment (premium). */
export async function setViewType(
  db: Database,
  actor: AuthUser,
  field: 'competitionViewType' | 'shooterCompetitionViewType',
  value: boolean,
): Promise<void> {
  const user = await findUserById(db, actor.id!);
  if (!user) throw new DomainError('Unauthorized', 401);
  if (!isPaymentValid(actor.roles, user.paymentUntil)) throw new DomainError('PREMIUM_FEATURE', 403);
  await db
    .update(users)
    .set({ [field]: value })
    .where(eq(users.id, user.id));
}
