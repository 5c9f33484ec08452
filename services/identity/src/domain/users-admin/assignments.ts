import { DomainError, type Database, type DbExecutor } from '@portal/service-kit';
import { inArray } from 'drizzle-orm';
import { rolePermissions, roles } from '../../db/schema';
import { canAssign, isAdminLike, isClientAdmin, isClubAdmin, type Actor } from '../actor';
import { actorRank, rankOf } from '../role-rank';

/** The roles asked for, each of which the actor may assign; a club admin role needs a club. */
export async function checkRoles(
  executor: Database | DbExecutor,
  actor: Actor,
  roleIds: number[],
  clubId: number | null | undefined,
) {
  const db = executor as Database;
  const found = await db.select().from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== new Set(roleIds).size)
    throw new DomainError('USERROLE_DOES_NOT_EXIST', 400, 'userRoleIds');
  if (found.some((r) => r.name === 'ROLE_GUEST'))
    throw new DomainError('ROLE_NOT_ASSIGNABLE', 400, 'userRoleIds');
  const granted = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
  const rankOfRole = (r: (typeof found)[number]) =>
    rankOf(
      [r.name],
      granted.filter((g) => g.roleId === r.id).map((g) => g.permission),
    );
  if (found.some((r) => !canAssign(actor, r) || rankOfRole(r) > actorRank(actor)))
    throw new DomainError('ROLE_NOT_ASSIGNABLE', 403, 'userRoleIds');
  if (found.some((r) => r.name === 'ROLE_CLUB_ADMIN') && !clubId)
    throw new DomainError('CLUB_MISSING', 400, 'club');
  return found;
}

/**
 * Premium is paid for, not handed out: paymentUntil is set by hand only by admins and portal
 * admins (issue 9: "only admins set paymentUntil by hand"), never by client or club admins.
 */
export function checkPaymentUntil(
  actor: Actor,
  wanted: string | null | undefined,
  current: string | null = null,
) {
  if (wanted === undefined || wanted === current || isAdminLike(actor)) return;
  throw new DomainError('PERMISSION_DENIED', 403, 'paymentUntil');
}

/** A club admin's users belong to their club, a client admin's to their client. */
export function forcedScope(actor: Actor): { clubId?: number | null; clientId?: number | null } {
  if (isClubAdmin(actor)) return { clubId: actor.clubId };
  if (isClientAdmin(actor)) return { clientId: actor.clientId };
  return {};
}

/** The club a user ends up with: a club admin's own, else the form's (absent keeps the current). */
export function clubAfter(actor: Actor, club: { id: number } | null | undefined, current: number | null) {
  const scope = forcedScope(actor);
  if ('clubId' in scope) return scope.clubId ?? null;
  return club === undefined ? current : (club?.id ?? null);
}
