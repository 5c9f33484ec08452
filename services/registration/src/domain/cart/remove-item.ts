import { REGISTRATION_EVENTS, type OrderItemRef } from '@portal/contracts';
import { appendEvent, DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { freeItemIn } from '../orders/free-item';
import { loadItemRef } from '../orders/item-ref';
import { findCart, ownsCart, summaryOf, type CartSummary } from './cart-owner';

/**
 * Removes an item from the caller's open cart (DELETE publicResources/orderItems/{id}): its
 * place, held place or waiting-list slot goes back at once through freeItemIn (promotion of the
 * waiting list hooks in there), in one transaction with the cart locked against a checkout.
 * Unknown items, items no longer live (a replayed delete) and items of a closed cart answer 404
 * ORDER_ITEM_NOT_FOUND; another caller's item 403 ACCESS_DENIED; while a card checkout of the cart
 * runs 409 TOO_EARLY_TO_DELETE (docs/api-paths-and-keys.md); either way nothing changes.
 * Writes `registration.order-item.removed-from-cart`.
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
    // a card checkout of the cart is running: its payment may still arrive for this item
    const { rows: paying } = await tx.execute(
      sql`SELECT 1 FROM carts WHERE id = ${cart.id} AND card_checkout_until > now()`,
    );
    if (paying.length > 0) throw new DomainError('TOO_EARLY_TO_DELETE', 409);
    const freed = await freeItemIn(tx, itemId);
    if (!freed) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
    // the registrant hears that the item left the cart (notification's removed-from-cart mail)
    await appendEvent<OrderItemRef>(tx, 'registration', 'registration', {
      type: REGISTRATION_EVENTS.orderItemRemovedFromCart,
      payload: await loadItemRef(tx, itemId),
    });
    return summaryOf(tx, cart);
  });
}
