import { countInWindow, DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';

/** Tries per caller and window: enough for typos, far too few to guess a 50-bit code. */
export const VALIDATE_LIMIT = 10;
export const VALIDATE_WINDOW_SECONDS = 60;

/**
 * Counts a code try against the caller (the user, or the address of a caller without account) in
 * a fixed window in Redis; over the limit it answers 429 with the seconds left in the window.
 * validate and every prepareOrder that carries a code count in this ONE counter, so prepareOrder's
 * INVALID_CODE / CODE_USED answers are no way around validate's limit (docs/input-safety.md).
 */
export async function throttleValidate(redis: Redis, user: AuthUser, address: string): Promise<void> {
  const key = `ratelimit:validate:${user.id !== null ? `u${user.id}` : `a${address}`}`;
  await countInWindow(redis, key, VALIDATE_LIMIT, VALIDATE_WINDOW_SECONDS);
}

/**
 * POST publicResources/validate/{competitionId}: true for a free code of the competition;
 * INVALID_CODE for an unknown code or another competition's, CODE_USED when it is bound to a
 * running hold or used. Binding happens only in prepareOrder; this call changes nothing.
 */
export async function validateCode(db: Database, competitionId: number, code: string): Promise<true> {
  const { rows } = await db.execute(sql`
    SELECT used, order_item_id AS "orderItemId" FROM reservation_codes
    WHERE code = ${code} AND competition_id = ${competitionId}`);
  const row = rows[0] as { used: boolean; orderItemId: number | null } | undefined;
  if (!row) throw new DomainError('INVALID_CODE', 400, 'code');
  if (row.used || row.orderItemId !== null) throw new DomainError('CODE_USED', 409, 'code');
  return true;
}
