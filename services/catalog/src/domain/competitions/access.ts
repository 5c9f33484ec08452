import { DomainError, hasPermission, type AuthUser } from '@portal/service-kit';
import { eq, sql, type SQL } from 'drizzle-orm';
import { competitions } from '../../db/schema';

/** Admins and portal admins manage every club's competitions (docs/catalog.md). */
export const isCompetitionsAdmin = (user: AuthUser) => hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN');

/** A club admin with a club: manages that club's competitions and events only. */
export const ownClubOf = (user: AuthUser): number | null =>
  !isCompetitionsAdmin(user) && hasPermission(user, 'IS_CLUB_ADMIN') ? user.clubId : null;

/** The competitions a back-office user may see: all, their club's, or none. */
export function visibleTo(user: AuthUser): SQL | undefined {
  if (isCompetitionsAdmin(user)) return undefined;
  const clubId = ownClubOf(user);
  return clubId !== null ? eq(competitions.clubId, clubId) : sql`false`;
}

/** Only admins and portal admins and club admins with a club manage competitions. */
export function assertManager(user: AuthUser): void {
  if (!isCompetitionsAdmin(user) && ownClubOf(user) === null) throw new DomainError('PERMISSION_DENIED', 403);
}

/**
 * IS_ADMIN marks competitions paid (docs/catalog.md); the portal admin's pay icon on one
 * competition (`competitions/pay`, beside its invoice icon) too, never the admin's bulk action
 * (docs/payments.md).
 */
export function assertPaymentAdmin(user: AuthUser, portalAdminToo = false): void {
  if (hasPermission(user, 'IS_ADMIN') || (portalAdminToo && hasPermission(user, 'IS_PORTAL_ADMIN'))) return;
  throw new DomainError('PERMISSION_DENIED', 403);
}
