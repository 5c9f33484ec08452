import { hasPermission, type AuthUser } from '@portal/service-kit';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { clubs, competitions } from '../../db/schema';

/**
 * Who sees a competition in the public lists (viewType, docs/public-browsing.md):
 * - ALL: everybody, guests too;
 * - EXTERNAL: logged-in users;
 * - INTERNAL: members and club admins of the organising club, admins and portal admins;
 * - UNLISTED: nobody in lists; reachable only through its public link.
 * Deleted and inactive competitions and those of inactive clubs are never listed.
 */
export function listedFor(user: AuthUser): SQL {
  const admin = hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN');
  return and(
    isNull(competitions.deletedAt),
    eq(competitions.active, true),
    eq(clubs.active, true),
    or(
      eq(competitions.viewType, 'ALL'),
      user.id !== null ? eq(competitions.viewType, 'EXTERNAL') : undefined,
      admin
        ? eq(competitions.viewType, 'INTERNAL')
        : user.clubId !== null
          ? and(eq(competitions.viewType, 'INTERNAL'), eq(competitions.clubId, user.clubId))
          : undefined,
    ),
  )!;
}

/**
 * Who opens a competition page by its public link: everybody for ALL, EXTERNAL and UNLISTED;
 * INTERNAL as in the lists. Inactive competitions are shown (with their badge); deleted ones and
 * those of inactive clubs are not.
 */
export function reachableFor(user: AuthUser): SQL {
  const admin = hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN');
  return and(
    isNull(competitions.deletedAt),
    eq(clubs.active, true),
    admin
      ? undefined
      : or(
          sql`${competitions.viewType} <> 'INTERNAL'`,
          user.clubId !== null ? eq(competitions.clubId, user.clubId) : undefined,
        ),
  )!;
}
