import type { CartItem, CartItemsQuery, CartItemsAnswer } from '@portal/contracts';
import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { cartAmount, findCart, ownsCart, type CartRow } from './cart-owner';

/** A name from the catalog's reference data (the names replica of the participants table). */
const referenceName = (kind: string, id: ReturnType<typeof sql>) =>
  sql`(SELECT n.name FROM reference_names n WHERE n.kind = ${kind} AND n.id = ${id})`;
const flag = (field: string) => sql`COALESCE((c.snapshot->>${field})::boolean, false)`;

/** The caller's cart for the list: the given one (owned, open), else a signed-in user's open one. */
async function callersCart(tx: DbExecutor, user: AuthUser, query: CartItemsQuery): Promise<CartRow | null> {
  if (query.cartId) {
    const cart = await findCart(tx, query.cartId);
    if (!cart) return null;
    if (!ownsCart(cart, user, query.cartToken)) throw new DomainError('ACCESS_DENIED', 403);
    return cart.submitted ? null : cart;
  }
  if (user.id === null) return null;
  const { rows } = await tx.execute(sql`
    SELECT id, user_id AS "userId", token, false AS submitted
    FROM carts WHERE user_id = ${user.id} AND submitted_at IS NULL`);
  return (rows[0] as CartRow | undefined) ?? null;
}

/**
 * The cart list (docs/registration.md: page 0, size 1000, id ascending, reserved=RESERVED,
 * orderId, cart=true): the live items of the caller's open cart with the fields of the spec's
 * cart order item and cart table row. Fees also as integer cents: sums never add floats.
 */
export async function listCartItems(
  tx: DbExecutor,
  user: AuthUser,
  query: CartItemsQuery,
): Promise<CartItemsAnswer> {
  const cart = await callersCart(tx, user, query);
  if (!cart) return { content: [], totalElements: 0, cartId: null, cartAmount: 0 };
  const where = sql`
    WHERE o.cart_id = ${cart.id} AND o.status = 'RESERVED' AND NOT i.cancelled AND NOT i.released
      ${query.orderId ? sql`AND o.id = ${query.orderId}` : sql``}`;
  const direction = query.sort?.toLowerCase().endsWith(',desc') ? sql`DESC` : sql`ASC`;
  const { rows } = await tx.execute(sql`
    SELECT i.id, i.order_id AS "orderId", i.competition_id AS "competitionId", c.name AS "competitionName",
      c.competition_date AS "competitionCompetitionDate", c.event AS "competitionEvent",
      i.squad_id AS "squadId", s.name AS "squadName", st.name AS "squadStandName",
      oc.squad_size AS "squadSize", (oc.taken + oc.held + oc.waiting) AS "squadSubscriptionSize",
      (c.snapshot->>'nominationFee')::numeric::float8 AS "competitionNominationFee",
      round((c.snapshot->>'nominationFee')::numeric * 100)::int AS "nominationFeeCents",
      ${flag('payOnSite')} AS "competitionPayOnSite",
      ${flag('paymentViaDeposit')} AS "competitionPaymentViaDeposit",
      ${flag('paymentWithWirecard')} AS "competitionPaymentWithWirecard",
      i.first_name AS "firstName", i.last_name AS "lastName",
      ${referenceName('divisions', sql`i.division_id`)} AS "divisionName",
      ${referenceName('competitionClasses', sql`i.competition_class_id`)} AS "competitionClassName",
      i.waiting_list AS "waitingList", i.paid, i.cancelled,
      -- a promoted entry left its group (the other squads' items are released): a starting
      -- place, no longer a waiting-list item of the cart
      CASE WHEN i.waiting_list THEN i.multiple_waiting_list_uuid END AS "multipleWaitingListUuid"
    FROM order_items i JOIN orders o ON o.id = i.order_id
    JOIN competitions c ON c.id = i.competition_id JOIN squads s ON s.id = i.squad_id
    LEFT JOIN squad_occupancy oc ON oc.squad_id = i.squad_id
    LEFT JOIN squad_stands st ON st.id = i.squad_stand_id
    ${where}
    ORDER BY i.id ${direction}
    LIMIT ${query.size} OFFSET ${query.page * query.size}`);
  const counted = await tx.execute(sql`
    SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id ${where}`);
  const content = rows.map((row) => {
    const { competitionCompetitionDate: date, ...item } = row as Record<string, unknown>;
    return {
      ...item,
      competitionCompetitionDate: date == null ? null : new Date(date as string).toISOString(),
      squadIds: [item.squadId],
      multipleWaitingList: item.multipleWaitingListUuid != null,
      isWaitingList: item.waitingList === true,
    } as CartItem;
  });
  return {
    content,
    totalElements: (counted.rows[0] as { n: number }).n,
    cartId: cart.id,
    cartAmount: await cartAmount(tx, cart.id),
  };
}
