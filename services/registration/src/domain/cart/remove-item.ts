import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { freeItemIn } from '../orders/free-item';
import { findCart, ownsCart, summaryOf, type CartSummary } from './cart-owner';

/**
 * Removes an item from the caller's open cart (DELETE publicResources/orderItems/{id}): its
 * place, held place or waiting-list slot goes back at once through freeItemIn (promotion of the
 * waiting list hooks in there), in one transaction with the cart locked against a checkout.
 * Unknown items, items no longer live (a replayed delete) and items of a closed cart answer 404
 * ORDER_ITEM_NOT_FOUND; another caller's item 403 ACCESS_DENIED; either way nothing changes.
 */
export async function removeCartItem(
  db: Database,
  user: AuthUser,
  itemId: number,
  cartToken: string | null | undefined,
): Promise<CartSummary> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      SELECT o.cart_id AS "cartId" FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.id = ${itemId}`);
    const found = rows[0] as { cartId: number | null } | undefined;
    if (!found) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
    const cart = found.cartId === null ? null : await findCart(tx, found.cartId, true);
    if (!cart || !ownsCart(cart, user, cartToken)) throw new DomainError('ACCESS_DENIED', 403);
    if (cart.submitted) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
    const freed = await freeItemIn(tx, itemId);
    if (!freed) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
    return summaryOf(tx, cart);
  });
}
