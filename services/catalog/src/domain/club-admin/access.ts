import { hasPermission, type AuthUser } from '@portal/service-kit';
import { eq, sql, type SQL } from 'drizzle-orm';
import { clubs } from '../../db/schema';

/** Admins and portal admins administer every club; club admins only their own. */
export const isClubsAdmin = (user: AuthUser) => hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN');

/** The clubs a user may see at all: all for admins, the own club for club admins, none otherwise. */
export function visibleTo(user: AuthUser): SQL | undefined {
  if (isClubsAdmin(user)) return undefined;
  if (hasPermission(user, 'IS_CLUB_ADMIN') && user.clubId !== null) return eq(clubs.id, user.clubId);
  return sql`false`;
}
