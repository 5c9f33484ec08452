import type { RoleName } from '@portal/contracts';
import { DomainError, hasPermission, type AuthUser, type Database } from '@portal/service-kit';
import { findUserById, type UserRecord } from './user-view';

/** Who acts, as far as identity's rules need it (the token plus the client from the database). */
export interface Actor extends AuthUser {
  id: number;
  clientId: number | null;
}

export async function actorOf(db: Database, user: AuthUser): Promise<Actor> {
  if (user.id === null) throw new DomainError('Unauthorized', 401);
  const record = await findUserById(db, user.id);
  if (!record) throw new DomainError('Unauthorized', 401);
  return { ...user, id: user.id, clientId: record.clientId };
}

export const isSystemAdmin = (a: AuthUser) => hasPermission(a, 'IS_ADMIN');
export const isAdminLike = (a: AuthUser) => hasPermission(a, 'IS_ADMIN', 'IS_PORTAL_ADMIN');
export const isClientAdmin = (a: AuthUser) => hasPermission(a, 'IS_CLIENT_ADMIN') && !isAdminLike(a);
export const isClubAdmin = (a: AuthUser) =>
  hasPermission(a, 'IS_CLUB_ADMIN') && !isAdminLike(a) && !isClientAdmin(a);

/**
 * Which users an actor manages: admins and portal admins all, client admins their client's,
 * club admins the shooters of their own club.
 */
export function canManage(actor: Actor, target: UserRecord, targetRoles: readonly string[]): boolean {
  if (isAdminLike(actor)) return true;
  if (isClientAdmin(actor)) return actor.clientId !== null && target.clientId === actor.clientId;
  if (isClubAdmin(actor)) {
    return (
      actor.clubId !== null && target.clubId === actor.clubId && targetRoles.every((r) => r === 'ROLE_USER')
    );
  }
  return false;
}

/** Roles an actor may give: nobody but system admins makes admins; club admins only shooters. */
export function canAssign(actor: Actor, role: { name: string; clientId: number | null }): boolean {
  if (isSystemAdmin(actor)) return true;
  if (hasPermission(actor, 'IS_PORTAL_ADMIN'))
    return !(['ROLE_ADMIN', 'ROLE_SYSTEM_ADMIN'] as RoleName[]).includes(role.name as RoleName);
  if (isClientAdmin(actor)) {
    return (
      role.name === 'ROLE_USER' ||
      role.name === 'ROLE_CLUB_ADMIN' ||
      (role.clientId !== null && role.clientId === actor.clientId)
    );
  }
  if (isClubAdmin(actor)) return role.name === 'ROLE_USER';
  return false;
}
