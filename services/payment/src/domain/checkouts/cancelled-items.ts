import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { PaymentProvider } from '../providers/provider';
import { findPaidSince, type CheckoutRow } from './checkout-row';
import { refundCheckout } from './refund-payment';

/** Registration cancelled the item (or took the cancel back): payment remembers which are off. */
export async function markItemCancelled(tx: DbExecutor, itemId: number, cancelled: boolean): Promise<void> {
  if (cancelled)
    await tx.execute(sql`INSERT INTO cancelled_items (item_id) VALUES (${itemId}) ON CONFLICT DO NOTHING`);
  else await tx.execute(sql`DELETE FROM cancelled_items WHERE item_id = ${itemId}`);
}

/** Items of the checkout that were cancelled: such a checkout is not paid (issue 20). */
export async function cancelledItemsOf(
  tx: DbExecutor,
  checkout: Pick<CheckoutRow, 'itemIds'>,
): Promise<number[]> {
  if (checkout.itemIds.length === 0) return [];
  const { rows } = await tx.execute(sql`
    SELECT item_id AS "itemId" FROM cancelled_items
    WHERE item_id = ANY(${sql.param(checkout.itemIds)}::integer[]) ORDER BY item_id`);
  return (rows as { itemId: number }[]).map((r) => r.itemId);
}

/** The checkout's money went back because its registration was cancelled. */
export async function refundedAsCancelled(tx: DbExecutor, checkoutId: string): Promise<boolean> {
  const { rows } = await tx.execute(
    sql`SELECT 1 FROM refunds WHERE checkout_id = ${checkoutId} AND reason = 'CANCELLED'`,
  );
  return rows.length > 0;
}

/**
 * A cancel still on the broker when the provider's success came: the money was taken for a
 * registration already cancelled (the payment confirmed at or after the cancel's moment), so it
 * goes back like money refused at the callback. A payment confirmed before the cancel stays:
 * what happens to it is the club's decision (the back-office refund). Only this provider's
 * payments can be refunded here.
 */
export async function refundPaidAfterCancel(
  tx: DbExecutor,
  provider: PaymentProvider,
  itemId: number,
  cancelledAt: string,
): Promise<number> {
  const paid = (await findPaidSince(tx, itemId, cancelledAt)).filter(
    (c) => c.provider === provider.name && c.providerPaymentRef,
  );
  for (const checkout of paid) await refundCheckout(tx, provider, checkout, null, 'CANCELLED');
  return paid.length;
}
