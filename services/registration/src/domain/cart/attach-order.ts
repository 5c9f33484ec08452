import { randomBytes } from 'node:crypto';
import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { completesAtReserve } from '../rules/sign-up-rules';
import { NO_CART, summaryOf, type CartKey, type CartRow, type CartSummary } from './cart-owner';

/** 24 random bytes, URL-safe: a guest cart's capability. */
export const newCartToken = () => randomBytes(24).toString('base64url');

const CART_COLUMNS = sql`id, user_id AS "userId", token, submitted_at IS NOT NULL AS submitted`;

/** The signed-in user's open cart, made when there is none (one per user: carts_open_user_idx). */
async function openUserCart(tx: DbExecutor, userId: number): Promise<CartRow> {
  for (;;) {
    await tx.execute(sql`
      INSERT INTO carts (user_id) VALUES (${userId})
      ON CONFLICT (user_id) WHERE user_id IS NOT NULL AND submitted_at IS NULL DO NOTHING`);
    const { rows } = await tx.execute(sql`
      SELECT ${CART_COLUMNS} FROM carts WHERE user_id = ${userId} AND submitted_at IS NULL FOR UPDATE`);
    // none: a checkout closed the cart between the two statements; the next round opens a new one
    if (rows[0]) return rows[0] as unknown as CartRow;
  }
}

/** The guest's cart when id and token match an open guest cart, else a new one. */
async function openGuestCart(tx: DbExecutor, key: CartKey, orderId: number): Promise<CartRow> {
  if (key.cartId && key.cartToken) {
    const { rows } = await tx.execute(sql`
      SELECT ${CART_COLUMNS} FROM carts
      WHERE id = ${key.cartId} AND token = ${key.cartToken} AND user_id IS NULL AND submitted_at IS NULL
      FOR UPDATE`);
    if (rows[0]) {
      await refuseSecondGuestRegistration(tx, key.cartId, orderId);
      return rows[0] as unknown as CartRow;
    }
  }
  const { rows } = await tx.execute(sql`
    INSERT INTO carts (token) VALUES (${newCartToken()}) RETURNING ${CART_COLUMNS}`);
  return rows[0] as unknown as CartRow;
}

/**
 * Guests sign up for one competition at a time (docs/guest-holds.md): a guest cart that already
 * holds another live registration takes no second one, whatever guest session reserves it. The
 * order itself may be there already (an event is reserved at prepare, then its data is saved).
 */
async function refuseSecondGuestRegistration(tx: DbExecutor, cartId: number, orderId: number): Promise<void> {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.cart_id = ${cartId} AND o.id <> ${orderId} AND o.status = 'RESERVED'
      AND NOT i.cancelled AND NOT i.released LIMIT 1`);
  if (rows.length > 0) throw new DomainError('ONLY_ONE_COMPETITION_FOR_GUEST', 409);
}

/**
 * Puts a RESERVED order into the caller's open cart (docs/registration.md), in the reserving
 * transaction. An order made for somebody else (an admin, club admin or deputy signing a user up)
 * joins no cart: the spec resets the cart and shows orderComplete; so does an admin's or club
 * admin's own order (docs/back-office-additions.md).
 * A guest's stale or foreign cart id just starts a new cart.
 */
export async function attachOrderToCart(
  tx: DbExecutor,
  user: AuthUser,
  orderId: number,
  key: CartKey,
): Promise<CartSummary> {
  const { rows } = await tx.execute(sql`SELECT user_id AS "userId" FROM orders WHERE id = ${orderId}`);
  const owner = (rows[0] as { userId: number | null } | undefined)?.userId ?? null;
  if (owner !== user.id || completesAtReserve(user)) return NO_CART;
  const cart = user.id !== null ? await openUserCart(tx, user.id) : await openGuestCart(tx, key, orderId);
  await tx.execute(sql`UPDATE orders SET cart_id = ${cart.id} WHERE id = ${orderId}`);
  return summaryOf(tx, cart);
}
