import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

export interface OrderState {
  orderId: number;
  paid: boolean;
  cancelled: boolean;
}

/** An order counts as paid or cancelled only when all its items are (docs/registration.md). */
export async function orderStates(tx: DbExecutor, orderIds: number[]): Promise<OrderState[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await tx.execute(sql`
    SELECT order_id AS "orderId", bool_and(paid) AS paid, bool_and(cancelled) AS cancelled
    FROM order_items WHERE order_id = ANY(${sql.param(orderIds)}::integer[])
    GROUP BY order_id ORDER BY order_id`);
  return rows as unknown as OrderState[];
}
