import type { Permission, ReserveOrderBody, RoleName } from '@portal/contracts';
import { DomainError, hasPermission, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { isAdmin } from '../rules/sign-up-rules';

/**
 * Signing up someone else (docs/registration.md, issue 10 item 9): admins and portal
 * admins for any active shooter, club admins for the active shooters of their own club (for any
 * club's competition), deputies for the users they deputise for. The order and its item belong to
 * the represented user, whose sign-up rules apply (guest, multiple registration, premium); the
 * caller's privileges still waive the code and the terms. Everything is decided from the users
 * replica (identity's `deputyUserIds` travel with the represented user's version).
 */

export interface Signer {
  /** whose order it is: the caller, or the represented user as an AuthUser for the rules */
  user: AuthUser;
  /** the caller acts for someone else */
  onBehalf: boolean;
  /** the caller acts as a deputy: the personal fields are the represented user's */
  deputy: boolean;
}

interface ReplicaUser {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  roles: RoleName[];
  clubId: number | null;
  clubMembership: string | null;
  active: boolean;
  deleted: boolean;
  paymentUntil: string | null;
  deputyUserIds: number[];
}

const PERMISSION_OF_ROLE: Partial<Record<RoleName, Permission>> = {
  ROLE_ADMIN: 'IS_ADMIN',
  ROLE_SYSTEM_ADMIN: 'IS_ADMIN',
  ROLE_PORTAL_ADMIN: 'IS_PORTAL_ADMIN',
  ROLE_CLIENT_ADMIN: 'IS_CLIENT_ADMIN',
  ROLE_CLUB_ADMIN: 'IS_CLUB_ADMIN',
  ROLE_USER: 'IS_USER_SHOOTER',
  ROLE_GUEST: 'IS_GUEST',
};

async function findReplicaUser(tx: DbExecutor, id: number): Promise<ReplicaUser | null> {
  const { rows } = await tx.execute(sql`
    SELECT id, username, first_name AS "firstName", last_name AS "lastName", email, roles,
      club_id AS "clubId", club_membership AS "clubMembership", active, deleted,
      payment_until AS "paymentUntil", deputy_user_ids AS "deputyUserIds"
    FROM users WHERE id = ${id}`);
  return (rows[0] as ReplicaUser | undefined) ?? null;
}

/** The represented user as the sign-up rules see a caller. */
const asAuthUser = (target: ReplicaUser): AuthUser => ({
  id: target.id,
  username: target.username,
  roles: target.roles,
  permissions: target.roles.flatMap((role) => PERMISSION_OF_ROLE[role] ?? []),
  clubId: target.clubMembership === 'CONFIRMED' ? target.clubId : null,
  paymentUntil: target.paymentUntil,
});

/**
 * Who the order is for. No `userId` (or the caller's own) is an ordinary sign-up. Otherwise the
 * caller must be allowed to act for that user (else 403 PERMISSION_DENIED, without telling a
 * plain user whether the id exists), and the user must be an active, not deleted shooter
 * (else 404 NO_USER).
 */
export async function signerFor(
  tx: DbExecutor,
  caller: AuthUser,
  userId: number | null | undefined,
): Promise<Signer> {
  if (userId == null || userId === caller.id) return { user: caller, onBehalf: false, deputy: false };
  if (caller.id === null) throw new DomainError('PERMISSION_DENIED', 403, 'userId');
  const target = await findReplicaUser(tx, userId);
  const admin = isAdmin(caller);
  const clubAdmin = hasPermission(caller, 'IS_CLUB_ADMIN') && caller.clubId !== null;
  const deputy = target !== null && target.deputyUserIds.includes(caller.id);
  if (!admin && !clubAdmin && !deputy) throw new DomainError('PERMISSION_DENIED', 403, 'userId');
  const usable = target !== null && target.active && !target.deleted && target.roles.includes('ROLE_USER');
  if (!usable) throw new DomainError('NO_USER', 404, 'userId');
  const ownClub = clubAdmin && target.clubMembership === 'CONFIRMED' && target.clubId === caller.clubId;
  if (!admin && !ownClub && !deputy) throw new DomainError('PERMISSION_DENIED', 403, 'userId');
  return { user: asAuthUser(target), onBehalf: true, deputy: !admin && !ownClub };
}

/** Records who made an order for someone else (the item and the order carry it). */
export async function recordCreator(tx: DbExecutor, orderId: number, caller: AuthUser): Promise<void> {
  await tx.execute(sql`UPDATE orders SET created_by = ${caller.id} WHERE id = ${orderId}`);
  await tx.execute(sql`UPDATE order_items SET created_by = ${caller.id} WHERE order_id = ${orderId}`);
}

/**
 * Whose hold a step on an item token (updateStand, reserveOrder) may complete: the caller's own,
 * or, when the order belongs to another user, that user's if the caller may (still) act for them
 * (the same rule as signerFor: admins, club admins for their club's shooters, deputies). Answers
 * the id the order lock must see; anyone else gets the caller's id, so the lock refuses
 * (403 ACCESS_DENIED) as for any other user's order.
 */
export async function actingOwner(
  tx: DbExecutor,
  caller: AuthUser,
  token: string,
): Promise<{ ownerId: number | null; onBehalf: boolean; deputy: boolean }> {
  const own = { ownerId: caller.id, onBehalf: false, deputy: false };
  const { rows } = await tx.execute(sql`
    SELECT o.user_id AS "userId" FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.token = ${token}`);
  const ownerId = (rows[0] as { userId: number | null } | undefined)?.userId ?? null;
  // unknown tokens, guests' orders and the caller's own: the ordinary path decides
  if (ownerId === null || ownerId === caller.id || caller.id === null) return own;
  try {
    const signer = await signerFor(tx, caller, ownerId);
    return { ownerId, onBehalf: true, deputy: signer.deputy };
  } catch (error) {
    if (error instanceof DomainError) return own;
    throw error;
  }
}

/**
 * reserveOrder of an order that belongs to another user: the caller must (still) be allowed to act
 * for its owner. Answers the id the order lock must see, whether it is on behalf, and the
 * personal data to store: a deputy's are locked to the represented user's (whatever was sent).
 */
export async function reserveSigner(
  tx: DbExecutor,
  caller: AuthUser,
  token: string,
  order: ReserveOrderBody['order'],
): Promise<{ ownerId: number | null; onBehalf: boolean; order: ReserveOrderBody['order'] }> {
  const acting = await actingOwner(tx, caller, token);
  if (!acting.onBehalf) return { ...acting, order };
  const ownerId = acting.ownerId!;
  if (!acting.deputy) return { ownerId, onBehalf: true, order };
  const owner = (await findReplicaUser(tx, ownerId))!;
  return {
    ownerId,
    onBehalf: true,
    order: {
      ...order,
      firstName: owner.firstName ?? order.firstName,
      lastName: owner.lastName ?? order.lastName,
      email: owner.email ?? order.email,
    },
  };
}
