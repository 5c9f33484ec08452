import { DomainError, hasPermission, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { isAdmin, isClubAdminOf } from '../rules/sign-up-rules';

/**
 * Who administers which registrations (docs/order-admin.md): admins and portal admins
 * every competition's, club admins only their own club's competitions'. The order list itself is
 * IS_ADMIN's and club admins' (portal admins see order items, not orders).
 */
export const administersAll = (user: AuthUser) => isAdmin(user);

/** The privileged columns (id, userId) and the user picker: admins and portal admins. */
export const isPrivileged = (user: AuthUser) => isAdmin(user);

export const mayAdministerClub = (user: AuthUser, clubId: number | null) =>
  isAdmin(user) || isClubAdminOf(user, clubId);

/** SQL condition on the competition alias `c` limiting rows to what the caller administers. */
export const administeredBy = (user: AuthUser) =>
  isAdmin(user)
    ? sql`true`
    : sql`c.club_id = ${hasPermission(user, 'IS_CLUB_ADMIN') ? (user.clubId ?? -1) : -1}`;

export interface LockedAdminItem {
  itemId: number;
  orderId: number;
  competitionId: number;
  squadId: number;
  squadStandId: number | null;
  waitingList: boolean;
  cancelled: boolean;
  multipleWaitingList: boolean;
  userId: number | null;
}

/**
 * Locks one registration for an administrator's change: its order first (as every step that
 * changes an order's items does), then the item. Unknown items, running or expired holds and
 * released items answer 404 ORDER_ITEM_NOT_FOUND; another club's 403 PERMISSION_DENIED.
 */
export async function lockAdminItem(
  tx: DbExecutor,
  user: AuthUser,
  itemId: number,
): Promise<LockedAdminItem> {
  await tx.execute(sql`
    SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.id = ${itemId} FOR UPDATE OF o`);
  const { rows } = await tx.execute(sql`
    SELECT i.id AS "itemId", i.order_id AS "orderId", i.competition_id AS "competitionId",
      i.squad_id AS "squadId", i.squad_stand_id AS "squadStandId", i.waiting_list AS "waitingList",
      i.cancelled, i.multiple_waiting_list_uuid IS NOT NULL AS "multipleWaitingList", i.user_id AS "userId",
      c.club_id AS "clubId", o.status, i.released
    FROM order_items i JOIN orders o ON o.id = i.order_id LEFT JOIN competitions c ON c.id = i.competition_id
    WHERE i.id = ${itemId} FOR UPDATE OF i`);
  const row = rows[0] as
    (LockedAdminItem & { clubId: number | null; status: string; released: boolean }) | undefined;
  if (!row || row.status !== 'RESERVED' || row.released) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
  if (!mayAdministerClub(user, row.clubId)) throw new DomainError('PERMISSION_DENIED', 403);
  const { clubId: _club, status: _status, released: _released, ...item } = row;
  return item;
}

/** The competition's club, or 404 COMPETITION_DOESNT_EXIST; another club's: 403 PERMISSION_DENIED. */
export async function checkCompetitionAccess(
  tx: DbExecutor,
  user: AuthUser,
  competitionId: number,
): Promise<void> {
  const { rows } = await tx.execute(sql`
    SELECT club_id AS "clubId" FROM competitions WHERE id = ${competitionId} AND NOT deleted`);
  const row = rows[0] as { clubId: number | null } | undefined;
  if (!row) throw new DomainError('COMPETITION_DOESNT_EXIST', 404, 'competitionId');
  if (!mayAdministerClub(user, row.clubId)) throw new DomainError('PERMISSION_DENIED', 403, 'competitionId');
}

/** An item the caller may administer (no lock): 404 ORDER_ITEM_NOT_FOUND, 403 PERMISSION_DENIED. */
export async function checkItemAccess(tx: DbExecutor, user: AuthUser, itemId: number, field?: string) {
  const { rows } = await tx.execute(sql`
    SELECT c.club_id AS "clubId" FROM order_items i LEFT JOIN competitions c ON c.id = i.competition_id
    WHERE i.id = ${itemId}`);
  const row = rows[0] as { clubId: number | null } | undefined;
  if (!row) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404, field);
  if (!mayAdministerClub(user, row.clubId)) throw new DomainError('PERMISSION_DENIED', 403, field);
}
