import type { CheckoutRequested } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/**
 * Keeps registration's card payment request (`registration.checkout.requested`). The checkout id
 * is registration's choice, so a repeated event changes nothing.
 */
export async function recordCheckoutRequested(tx: DbExecutor, request: CheckoutRequested): Promise<void> {
  await tx.execute(sql`
    INSERT INTO checkouts (id, purpose, order_ids, item_ids, second, user_id, email, locale,
      amount_cents, payable_until)
    VALUES (${request.checkoutId}, ${request.purpose}, ${sql.param(request.orderIds)}::integer[],
      ${sql.param(request.itemIds)}::integer[], ${request.second}, ${request.userId}, ${request.email},
      ${request.locale}, ${request.amountCents}, ${request.payableUntil})
    ON CONFLICT (id) DO NOTHING`);
}
