import { DomainError, type AuthUser } from '@portal/service-kit';
import { isAdmin } from './sign-up-rules';

/**
 * INTERNAL competitions are for the organising club's members (docs/guest-holds.md). The rule is
 * catalog's page rule (`reachableFor`): admins and portal admins, and users whose confirmed club
 * is the organising club; everybody else, guests too, is answered as for an unknown competition.
 */
export function visibleTo(competition: { viewType?: string | null; clubId: number | null }, user: AuthUser) {
  if (competition.viewType !== 'INTERNAL' || isAdmin(user)) return true;
  return competition.clubId !== null && user.clubId === competition.clubId;
}

/**
 * A registration of an INTERNAL competition belongs to a member: the caller must see the
 * competition, and so must the registrant when an admin, club admin or deputy signs up someone
 * else (an admin may sign up anybody, as catalog lets an admin open the page).
 */
export function checkMembersOnly(
  competition: { viewType?: string | null; clubId: number | null },
  caller: AuthUser,
  registrant: AuthUser = caller,
): void {
  const allowed = visibleTo(competition, caller) && (isAdmin(caller) || visibleTo(competition, registrant));
  if (!allowed) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
}
