import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { SavedMethodCharge, SavedMethodChargeResult } from './provider';

/**
 * Where the sandbox keeps its off-session charges by idempotency key. `keep` records the answer
 * unless the key has one and answers the kept one, `first` telling whether this call made it.
 */
export interface SandboxChargeBook {
  keep(
    request: SavedMethodCharge,
    result: SavedMethodChargeResult,
  ): Promise<{ result: SavedMethodChargeResult; first: boolean }>;
}

/** One process's memory: enough for a sandbox used outside a running service. */
export function memoryChargeBook(): SandboxChargeBook {
  const kept = new Map<string, SavedMethodChargeResult>();
  return {
    async keep(request, result) {
      const earlier = kept.get(request.idempotencyKey);
      if (earlier) return { result: earlier, first: false };
      kept.set(request.idempotencyKey, result);
      return { result, first: true };
    },
  };
}

/**
 * payment's `sandbox_charges` table, shared by every replica (docs/replicas-and-schedulers.md).
 * `db` is the pool, not the caller's transaction: like a real provider's books, the charge stays
 * recorded when the caller's transaction rolls back. Two replicas inserting the same key at once
 * meet at the primary key; the second waits for the first's commit and answers its row.
 */
export function tableChargeBook(db: DbExecutor): SandboxChargeBook {
  return {
    async keep(request, result) {
      const inserted = await db.execute(sql`
        INSERT INTO payment.sandbox_charges
          (idempotency_key, payment_method_id, amount_cents, reference, outcome, payment_ref, reason)
        VALUES (${request.idempotencyKey}, ${request.method.paymentMethodId}, ${request.amountCents},
          ${request.reference}, ${result.outcome}, ${'paymentRef' in result ? result.paymentRef : null},
          ${'reason' in result ? result.reason : null})
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`);
      if (inserted.rows.length > 0) return { result, first: true };
      const { rows } = await db.execute(sql`
        SELECT outcome, payment_ref AS "paymentRef", reason FROM payment.sandbox_charges
        WHERE idempotency_key = ${request.idempotencyKey}`);
      const row = rows[0] as {
        outcome: SavedMethodChargeResult['outcome'];
        paymentRef: string;
        reason: string;
      };
      const earlier: SavedMethodChargeResult =
        row.outcome === 'DECLINED'
          ? { outcome: 'DECLINED', reason: row.reason }
          : { outcome: row.outcome, paymentRef: row.paymentRef };
      return { result: earlier, first: false };
    },
  };
}
