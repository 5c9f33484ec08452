import type { OrderItemPromoted } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { loadItemRefs } from '../orders/item-ref';

/**
 * A promoted waiting-list entry whose cart was checked out by bank transfer owes its fee now:
 * what notification mails (recipient, IBAN, BIC, amount, reference, EPC code) and payment shows.
 * Null for another method, a cart not checked out yet, or no fee.
 */
export async function promotedTransfer(
  tx: DbExecutor,
  itemId: number,
): Promise<NonNullable<OrderItemPromoted['transfer']> | null> {
  const { rows } = await tx.execute(sql`
    SELECT COALESCE(round((c.snapshot->>'nominationFee')::numeric * 100)::int, 0) AS "amountCents"
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN carts k ON k.id = o.cart_id
      JOIN competitions c ON c.id = i.competition_id
    WHERE i.id = ${itemId} AND o.payment_method = 'DEPOSIT' AND k.submitted_at IS NOT NULL`);
  const amountCents = (rows[0] as { amountCents: number } | undefined)?.amountCents ?? 0;
  if (amountCents <= 0) return null;
  const [ref] = await loadItemRefs(tx, [itemId]);
  if (!ref) return null;
  return {
    email: ref.email,
    competitionName: ref.competitionName,
    competitionDate: ref.competitionDate,
    clubId: ref.clubId,
    squadName: ref.squadName,
    amountCents,
  };
}
