import type { CartPaymentMethod, SubmitCartAnswer, SubmitCartBody } from '@portal/contracts';
import {
  DomainError,
  hasPermission,
  type AuthUser,
  type Database,
  type DbExecutor,
} from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { visibleTo } from '../rules/members-only';
import { isAdmin } from '../rules/sign-up-rules';
import { orderStates } from './order-state';
import { CARD_PAYMENT_WINDOW_MINUTES, payableItems, requestCardCheckout } from '../payments/card-checkout';
import { writeOrderSubmitted } from '../payments/order-submitted';
import { findCart, ownsCart, type CartRow } from './cart-owner';

interface ItemTerms {
  itemId: number;
  payOnSite: boolean;
  paymentViaDeposit: boolean;
  paymentWithWirecard: boolean;
  clubId: number | null;
  viewType: string | null;
}

/** Which competition flag (catalog snapshot) allows each method. */
const ALLOWED_BY: Record<CartPaymentMethod, 'payOnSite' | 'paymentViaDeposit' | 'paymentWithWirecard'> = {
  PAY_ON_SITE: 'payOnSite',
  DEPOSIT: 'paymentViaDeposit',
  CARD: 'paymentWithWirecard',
};

async function itemsOf(tx: DbExecutor, cartId: number): Promise<ItemTerms[]> {
  const flag = (field: string) => sql`COALESCE((c.snapshot->>${field})::boolean, false)`;
  const { rows } = await tx.execute(sql`
    SELECT i.id AS "itemId", ${flag('payOnSite')} AS "payOnSite",
      ${flag('paymentViaDeposit')} AS "paymentViaDeposit", ${flag('paymentWithWirecard')} AS "paymentWithWirecard",
      c.club_id AS "clubId", c.snapshot->>'viewType' AS "viewType"
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN competitions c ON c.id = i.competition_id
    WHERE o.cart_id = ${cartId} AND o.status = 'RESERVED' AND NOT i.cancelled AND NOT i.released`);
  return rows as unknown as ItemTerms[];
}

/** The personal link keys of the cart's registrations: the submitter owns them all. */
async function itemLinks(tx: DbExecutor, cartId: number): Promise<{ itemId: number; token: string }[]> {
  const { rows } = await tx.execute(sql`
    SELECT i.id AS "itemId", i.token FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE o.cart_id = ${cartId} AND o.status = 'RESERVED' AND NOT i.cancelled AND NOT i.released
    ORDER BY i.id`);
  return rows as { itemId: number; token: string }[];
}

function checkOwner(cart: CartRow | null, user: AuthUser, body: SubmitCartBody): CartRow {
  if (!cart) throw new DomainError('NO_ITEMS_IN_CART', 404);
  // a guest's cart answers only to its token (the spec asks it from 2 items on; ids are
  // guessable, so it is asked always; the browser stores it with the cart)
  if (cart.userId === null && !body.cartToken) throw new DomainError('FIELD_IS_REQUIRED', 400, 'cartToken');
  if (!ownsCart(cart, user, body.cartToken)) throw new DomainError('ACCESS_DENIED', 403);
  return cart;
}

/**
 * Checkout submit (PUT publicResources/cart/{cartId}/submit, docs/registration.md):
 * the method must be given (PAYMENTMETHOD_MISSING) and allowed by every item's competition
 * (PAYMENTMETHOD_INVALID_FOR_CART), the cart must hold items (NO_ITEMS_IN_CART), terms are
 * required except for admins and club admins. Non-card methods set the method on the cart and
 * its orders and close the cart (the next reserve opens a new one): ORDER_SUBMITTED, and
 * `registration.order.submitted`. A card payment keeps the cart open until the provider confirms
 * (domain/payments/provider-payment.ts), asks payment for a checkout of the starting places not
 * yet paid (`registration.checkout.requested`, amount in cents from the competition replica) and
 * answers `payment-redirect-url`, the checkout's public path the browser goes to.
 * A replayed submit finds the cart closed: NO_ITEMS_IN_CART, nothing changes.
 */
export async function submitCart(
  db: Database,
  user: AuthUser,
  cartId: number,
  body: SubmitCartBody,
): Promise<SubmitCartAnswer> {
  return db.transaction(async (tx) => {
    const found = await findCart(tx, cartId, true);
    const items = found && !found.submitted ? await itemsOf(tx, cartId) : [];
    const cart = checkOwner(found, user, body);
    if (cart.submitted || items.length === 0) throw new DomainError('NO_ITEMS_IN_CART', 409);
    // members only: an item of a competition that became INTERNAL is not checked out by an outsider
    if (!items.every((item) => visibleTo(item, user))) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
    if (body.agbs !== true && !isAdmin(user) && !hasPermission(user, 'IS_CLUB_ADMIN'))
      throw new DomainError('FIELD_IS_REQUIRED', 400, 'agbs');
    const method = body.paymentMethod;
    if (!method) throw new DomainError('PAYMENTMETHOD_MISSING', 400, 'paymentMethod');
    if (!items.every((item) => item[ALLOWED_BY[method]]))
      throw new DomainError('PAYMENTMETHOD_INVALID_FOR_CART', 400, 'paymentMethod');

    const close = method !== 'CARD';
    // card: what the provider is asked for (starting places not yet paid); nothing to pay by card
    // (only waiting-list entries, all paid, or free) is no card checkout
    const payable = close ? [] : await payableItems(tx, { cartId });
    if (!close && payable.reduce((sum, item) => sum + item.amountCents, 0) <= 0)
      throw new DomainError('PAYMENTMETHOD_INVALID_FOR_CART', 400, 'paymentMethod');
    await tx.execute(sql`
      UPDATE carts SET payment_method = ${method}, submitted_at = ${close ? sql`now()` : null},
        card_checkout_until = ${close ? null : sql`now() + make_interval(mins => ${CARD_PAYMENT_WINDOW_MINUTES})`}
      WHERE id = ${cartId}`);
    const { rows } = await tx.execute(sql`
      UPDATE orders SET payment_method = ${method}
      WHERE cart_id = ${cartId} AND status = 'RESERVED'
      RETURNING id`);
    if (close) await writeOrderSubmitted(tx, cartId, cart.userId, method);
    const redirect = close ? null : await requestCardCheckout(tx, 'ORDER', payable, cart.userId);
    return {
      message: 'ORDER_SUBMITTED',
      cartId,
      paymentMethod: method,
      orders: await orderStates(
        tx,
        (rows as { id: number }[]).map((r) => r.id),
      ),
      cartClosed: close,
      'payment-redirect-url': redirect,
      ...(method === 'DEPOSIT' && { itemLinks: await itemLinks(tx, cartId) }),
    };
  });
}
