import type { PremiumMethod, PremiumPaymentStatus } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

export type { PremiumMethod };

export interface Membership {
  userId: number;
  validUntil: Date | null;
  autoRenew: boolean;
  method: PremiumMethod;
  version: number;
  remindedFor: Date | null;
  /** the card kept for the auto-renewal, null when none (transfer, or auto-renewal cancelled) */
  savedMethod: { provider: string; customerId: string | null; paymentMethodId: string } | null;
  /** the year end whose renewal charge was tried (charged or declined) */
  renewalTriedFor: Date | null;
}

export interface PremiumPayment {
  id: string;
  userId: number;
  kind: 'PURCHASE' | 'RENEWAL';
  method: PremiumMethod;
  amountCents: number;
  autoRenew: boolean;
  status: PremiumPaymentStatus;
  reference: string;
  /** the off-session charge of an auto-renewal, when one was tried (PROCESSING: the provider finishes it later) */
  chargeOutcome: 'SUCCEEDED' | 'DECLINED' | 'PROCESSING' | null;
  createdAt: Date;
  paidAt: Date | null;
  periodFrom: Date | null;
  periodTo: Date | null;
}

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/**
 * The membership row; `lock` takes it FOR UPDATE, `'claim'` only if no other transaction holds it
 * (SKIP LOCKED: a sweep in another replica works on it, so this one answers null and moves on).
 */
export async function findMembership(
  tx: DbExecutor,
  userId: number,
  lock: boolean | 'claim' = false,
): Promise<Membership | null> {
  const { rows } = await tx.execute(sql`
    SELECT user_id AS "userId", valid_until AS "validUntil", auto_renew AS "autoRenew", method,
      version, reminded_for AS "remindedFor", provider, provider_customer_id AS "customerId",
      provider_payment_method AS "paymentMethodId", renewal_tried_for AS "renewalTriedFor"
    FROM premium_memberships WHERE user_id = ${userId}
    ${lock === 'claim' ? sql`FOR UPDATE SKIP LOCKED` : lock ? sql`FOR UPDATE` : sql``}`);
  const row = rows[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  const { provider, customerId, paymentMethodId, ...rest } = row;
  return {
    ...(rest as unknown as Membership),
    validUntil: date(row.validUntil),
    remindedFor: date(row.remindedFor),
    renewalTriedFor: date(row.renewalTriedFor),
    savedMethod:
      typeof provider === 'string' && typeof paymentMethodId === 'string'
        ? { provider, customerId: (customerId as string | null) ?? null, paymentMethodId }
        : null,
  };
}

/** The membership row, made (empty) the first time a user buys; locked for the caller's transaction. */
export async function lockMembership(tx: DbExecutor, userId: number): Promise<Membership> {
  await tx.execute(sql`INSERT INTO premium_memberships (user_id) VALUES (${userId}) ON CONFLICT DO NOTHING`);
  return (await findMembership(tx, userId, true))!;
}

const PAYMENT_COLUMNS = sql`id, user_id AS "userId", kind, method, amount_cents AS "amountCents",
  auto_renew AS "autoRenew", status, reference, charge_outcome AS "chargeOutcome", created_at AS "createdAt", paid_at AS "paidAt",
  period_from AS "periodFrom", period_to AS "periodTo"`;

const toPayment = (row: Record<string, unknown>): PremiumPayment => ({
  ...(row as unknown as PremiumPayment),
  createdAt: date(row.createdAt)!,
  paidAt: date(row.paidAt),
  periodFrom: date(row.periodFrom),
  periodTo: date(row.periodTo),
});

export async function findOpenPayment(tx: DbExecutor, userId: number): Promise<PremiumPayment | null> {
  const { rows } = await tx.execute(
    sql`SELECT ${PAYMENT_COLUMNS} FROM premium_payments WHERE user_id = ${userId} AND status = 'PENDING'`,
  );
  return rows[0] ? toPayment(rows[0]) : null;
}

export async function findPayment(tx: DbExecutor, id: string, lock = false): Promise<PremiumPayment | null> {
  const { rows } = await tx.execute(
    sql`SELECT ${PAYMENT_COLUMNS} FROM premium_payments WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] ? toPayment(rows[0]) : null;
}

export async function listPayments(
  tx: DbExecutor,
  filter: { status?: PremiumPayment['status']; userId?: number },
  page: number,
  size: number,
): Promise<{ content: PremiumPayment[]; totalElements: number }> {
  const where = sql`WHERE (${filter.status ?? null}::text IS NULL OR status = ${filter.status ?? null})
    AND (${filter.userId ?? null}::integer IS NULL OR user_id = ${filter.userId ?? null})`;
  const { rows } = await tx.execute(sql`SELECT ${PAYMENT_COLUMNS} FROM premium_payments ${where}
    ORDER BY created_at DESC, id LIMIT ${size} OFFSET ${page * size}`);
  const { rows: count } = await tx.execute(sql`SELECT count(*)::int AS n FROM premium_payments ${where}`);
  return { content: rows.map(toPayment), totalElements: Number(count[0]?.n ?? 0) };
}
