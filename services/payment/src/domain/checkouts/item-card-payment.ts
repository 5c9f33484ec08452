import type { ItemCardPayment } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/**
 * The card payment of a registration the back-office may offer to refund: the same checkout a
 * refund by item takes (findPaidCheckoutOfItem: the latest confirmed, a refunded one only when no
 * other is left), read without a lock. Null when the item was never paid through the provider.
 */
export async function itemCardPayment(db: DbExecutor, itemId: number): Promise<ItemCardPayment> {
  const { rows } = await db.execute(sql`
    SELECT payment_id AS "paymentId", amount_cents AS "amountCents", second,
      status = 'REFUNDED' AS refunded
    FROM checkouts
    WHERE ${itemId} = ANY(item_ids) AND status IN ('SUCCEEDED', 'DUPLICATE', 'REFUNDED')
      AND payment_id IS NOT NULL
    ORDER BY (status = 'REFUNDED'), updated_at DESC LIMIT 1`);
  return { payment: (rows[0] as ItemCardPayment['payment'] | undefined) ?? null };
}
