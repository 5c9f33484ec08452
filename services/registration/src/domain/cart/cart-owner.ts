import { timingSafeEqual } from 'node:crypto';
import type { AuthUser, DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

export interface CartRow {
  id: number;
  userId: number | null;
  token: string | null;
  submitted: boolean;
}

/** What the caller says about its cart (body or query). */
export interface CartKey {
  cartId?: number | null;
  cartToken?: string | null;
}

/** What the reserve answer and the cart calls tell the browser to store. */
export interface CartSummary {
  cartId: number | null;
  /** only for a guest's cart */
  cartToken: string | null;
  cartAmount: number;
}

export const NO_CART: CartSummary = { cartId: null, cartToken: null, cartAmount: 0 };

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A signed-in user's cart answers to that user only; a guest's cart (no user) to its token only,
 * whoever presents it (a guest who signed in afterwards keeps the cart it started).
 */
export const ownsCart = (cart: CartRow, user: AuthUser, token: string | null | undefined): boolean =>
  cart.userId !== null
    ? cart.userId === user.id
    : cart.token !== null && typeof token === 'string' && sameToken(cart.token, token);

/** The cart, locked for a step that changes it (checkout, removal and reserve serialize on the row). */
export async function findCart(tx: DbExecutor, cartId: number, lock = false): Promise<CartRow | null> {
  const { rows } = await tx.execute(sql`
    SELECT id, user_id AS "userId", token, submitted_at IS NOT NULL AS submitted
    FROM carts WHERE id = ${cartId} ${lock ? sql`FOR UPDATE` : sql``}`);
  return (rows[0] as CartRow | undefined) ?? null;
}

/** Live items (reserved, not cancelled, not released) in the cart: the badge's number. */
/** Entries in the cart: a multiple-waiting-list entry counts once, whatever its squads. */
export async function cartAmount(tx: DbExecutor, cartId: number): Promise<number> {
  const { rows } = await tx.execute(sql`
    SELECT count(DISTINCT COALESCE(i.multiple_waiting_list_uuid::text, i.id::text))::int AS n
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE o.cart_id = ${cartId} AND o.status = 'RESERVED' AND NOT i.cancelled AND NOT i.released`);
  return (rows[0] as { n: number }).n;
}

export async function summaryOf(tx: DbExecutor, cart: CartRow): Promise<CartSummary> {
  return {
    cartId: cart.id,
    cartToken: cart.userId === null ? cart.token : null,
    cartAmount: cart.submitted ? 0 : await cartAmount(tx, cart.id),
  };
}
