import type { OrderItemRef, OrderSubmitted } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/**
 * Keeps the registrations a shooter pays by bank transfer to the club: every item of a DEPOSIT
 * checkout that costs something. Waiting-list entries are kept `waiting`: they pay once they get a
 * place (markTransferPromoted). A replayed event changes nothing (item id is the key).
 */
export async function recordTransfersDue(tx: DbExecutor, order: OrderSubmitted): Promise<number> {
  if (order.paymentMethod !== 'DEPOSIT') return 0;
  let count = 0;
  for (const item of order.items) {
    if (item.amountCents <= 0) continue;
    const { rowCount } = await tx.execute(sql`
      INSERT INTO transfers_due (item_id, order_id, cart_id, token, user_id, club_id, competition_id,
        competition_name, first_name, last_name, amount_cents, waiting)
      VALUES (${item.itemId}, ${item.orderId}, ${order.cartId}, ${item.token}, ${item.userId},
        ${item.clubId}, ${item.competitionId}, ${item.competitionName}, ${item.firstName},
        ${item.lastName}, ${item.amountCents}, ${item.waitingList})
      ON CONFLICT (item_id) DO NOTHING`);
    count += rowCount ?? 0;
  }
  return count;
}

/** A paid registration needs no transfer code any more (and an unpaid one needs it again). */
export async function markTransferPaid(tx: DbExecutor, itemId: number, paid: boolean) {
  await tx.execute(sql`UPDATE transfers_due SET paid = ${paid} WHERE item_id = ${itemId}`);
}

/** A waiting-list entry got a place: its transfer is due now (EPC code, mail). */
export async function markTransferPromoted(tx: DbExecutor, itemId: number) {
  await tx.execute(sql`UPDATE transfers_due SET waiting = false WHERE item_id = ${itemId}`);
}

export async function markTransferCancelled(
  tx: DbExecutor,
  item: Pick<OrderItemRef, 'itemId'>,
  cancelled: boolean,
) {
  await tx.execute(sql`UPDATE transfers_due SET cancelled = ${cancelled} WHERE item_id = ${item.itemId}`);
}

export interface TransferDue {
  itemId: number;
  token: string;
  userId: number | null;
  clubId: number | null;
  competitionName: string;
  firstName: string | null;
  lastName: string | null;
  amountCents: number;
  paid: boolean;
  cancelled: boolean;
  waiting: boolean;
}

export async function findTransferDue(tx: DbExecutor, itemId: number): Promise<TransferDue | null> {
  const { rows } = await tx.execute(sql`
    SELECT item_id AS "itemId", token, user_id AS "userId", club_id AS "clubId",
      competition_name AS "competitionName", first_name AS "firstName", last_name AS "lastName",
      amount_cents AS "amountCents", paid, cancelled, waiting
    FROM transfers_due WHERE item_id = ${itemId}`);
  return (rows[0] as TransferDue | undefined) ?? null;
}
