import { createHash, randomBytes } from 'node:crypto';
import type { DbExecutor } from '@portal/service-kit';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@portal/service-kit';
import { accountTokens } from '../db/schema';

export type TokenPurpose = 'verify' | 'reset';
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = { verify: 24 * 3600_000, reset: 3600_000 };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a random single-use token; only its hash is stored. Older unused ones of the same purpose die. */
export async function createAccountToken(tx: Database | DbExecutor, userId: number, purpose: TokenPurpose) {
  const token = randomBytes(32).toString('base64url');
  const db = tx as Database;
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  await db.insert(accountTokens).values({
    tokenHash: hash(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks the token used and answers its user, or null when unknown, used or expired (one statement: single use under races). */
export async function consumeAccountToken(
  tx: Database | DbExecutor,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const [row] = await (tx as Database)
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hash(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}
