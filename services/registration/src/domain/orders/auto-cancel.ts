import type { Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { cancelItem } from './cancel-item';

/**
 * The registrations the automatic cancellation is due for (docs/notifications.md: `payOnTime` days after
 * sign-up, when the competition has `autoSubscriptionCancelation`): live places of RESERVED
 * orders, unpaid, of a competition that is neither cancelled nor deleted. Waiting-list entries
 * are left alone (they pay when they get a place); a promoted one counts from its promotion
 * (`place_since`), or it could be cancelled before its "you got a place" mail was read.
 */
async function dueItemIds(db: Database, dayMs: number, limit: number): Promise<number[]> {
  const { rows } = await db.execute(sql`
    SELECT i.id FROM order_items i
    JOIN orders o ON o.id = i.order_id
    JOIN competitions c ON c.id = i.competition_id
    WHERE o.status = 'RESERVED' AND o.reserved_at IS NOT NULL
      AND NOT i.cancelled AND NOT i.released AND NOT i.paid AND NOT i.waiting_list
      AND NOT c.cancelled AND NOT c.deleted
      AND (c.snapshot->>'autoSubscriptionCancelation')::boolean IS TRUE
      AND greatest(o.reserved_at, i.place_since)
        + COALESCE((c.snapshot->>'payOnTime')::int, 9) * ${dayMs} * interval '1 millisecond' <= now()
    ORDER BY i.id LIMIT ${limit}`);
  return (rows as { id: number }[]).map((r) => r.id);
}

/**
 * Cancels the due unpaid registrations, each in its own transaction through cancelItem (frees the
 * place, promotes the next waiting entry, writes `registration.order-item.cancelled` with `by`
 * NO_PAYMENT; notification mails it). The item is read again under lock: a payment that came in
 * meanwhile keeps it; one cancelled meanwhile (another replica's run) is a no-op of cancelItem.
 * Answers how many it cancelled.
 */
export async function cancelUnpaidDue(db: Database, dayMs: number, limit = 200): Promise<number> {
  let cancelled = 0;
  for (const itemId of await dueItemIds(db, dayMs, limit)) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.execute(sql`
        SELECT i.paid FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE i.id = ${itemId} FOR UPDATE OF o, i`);
      if ((rows[0] as { paid: boolean } | undefined)?.paid !== false) return null;
      return cancelItem(tx, itemId, 'NO_PAYMENT');
    });
    if (done) cancelled++;
  }
  return cancelled;
}
