import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

export type CheckoutStatus = 'REQUESTED' | 'OPEN' | 'SUCCEEDED' | 'FAILED' | 'DUPLICATE' | 'REFUNDED';

export interface CheckoutRow {
  id: string;
  purpose: 'ORDER' | 'ORDER_ITEM' | 'PREMIUM';
  orderIds: number[];
  itemIds: number[];
  second: boolean;
  userId: number | null;
  email: string | null;
  locale: 'de' | 'en';
  amountCents: number;
  currency: string;
  /** as PostgreSQL answers it (an ISO text) */
  payableUntil: string;
  status: CheckoutStatus;
  provider: string | null;
  providerCheckoutId: string | null;
  providerUrl: string | null;
  paymentId: string | null;
  providerPaymentRef: string | null;
  saveMethod: boolean;
  providerCustomerId: string | null;
  providerPaymentMethod: string | null;
  premiumPaymentId: string | null;
}

const COLUMNS = sql`id, purpose, order_ids AS "orderIds", item_ids AS "itemIds", second,
  user_id AS "userId", email, locale, amount_cents AS "amountCents", currency,
  payable_until AS "payableUntil", status, provider, provider_checkout_id AS "providerCheckoutId",
  provider_url AS "providerUrl", payment_id AS "paymentId", provider_payment_ref AS "providerPaymentRef",
  save_method AS "saveMethod", provider_customer_id AS "providerCustomerId",
  provider_payment_method AS "providerPaymentMethod", premium_payment_id AS "premiumPaymentId"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One checkout by our id (a non-uuid is simply unknown), optionally locked for the transaction. */
export async function findCheckout(tx: DbExecutor, id: string, lock = false): Promise<CheckoutRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await tx.execute(sql`
    SELECT ${COLUMNS} FROM checkouts WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`);
  return (rows[0] as CheckoutRow | undefined) ?? null;
}

/** The checkout a confirmed payment belongs to (refunds). */
export async function findByPaymentId(tx: DbExecutor, paymentId: string): Promise<CheckoutRow | null> {
  if (!UUID.test(paymentId)) return null;
  const { rows } = await tx.execute(
    sql`SELECT ${COLUMNS} FROM checkouts WHERE payment_id = ${paymentId} FOR UPDATE`,
  );
  return (rows[0] as CheckoutRow | undefined) ?? null;
}

/** The latest confirmed payment that paid an item (refund by item). */
export async function findPaidCheckoutOfItem(tx: DbExecutor, itemId: number): Promise<CheckoutRow | null> {
  const { rows } = await tx.execute(sql`
    SELECT ${COLUMNS} FROM checkouts
    WHERE ${itemId} = ANY(item_ids) AND status IN ('SUCCEEDED', 'DUPLICATE', 'REFUNDED')
    ORDER BY (status = 'REFUNDED'), updated_at DESC LIMIT 1 FOR UPDATE`);
  return (rows[0] as CheckoutRow | undefined) ?? null;
}

/**
 * Card payments of an item confirmed at or after `since` (a cancel's moment): money taken for a
 * registration that was already cancelled while the cancel was still on its way to payment.
 */
export async function findPaidSince(tx: DbExecutor, itemId: number, since: string): Promise<CheckoutRow[]> {
  const { rows } = await tx.execute(sql`
    SELECT ${COLUMNS} FROM checkouts
    WHERE ${itemId} = ANY(item_ids) AND status = 'SUCCEEDED' AND updated_at >= ${since}::timestamptz
    ORDER BY id FOR UPDATE`);
  return rows as unknown as CheckoutRow[];
}

/** Items of the checkout another confirmed payment already paid (same first/second payment). */
export async function alreadyPaidItems(tx: DbExecutor, checkout: CheckoutRow): Promise<number[]> {
  const { rows } = await tx.execute(sql`
    SELECT item_id AS "itemId" FROM paid_items
    WHERE item_id = ANY(${sql.param(checkout.itemIds)}::integer[])
      AND second = ${checkout.second} AND checkout_id <> ${checkout.id}`);
  return (rows as { itemId: number }[]).map((r) => r.itemId);
}
