import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountTokens, users } from '../db/schema';
import { userEvents } from '../events/user-events';
import { createAccountToken, TOKEN_LIFETIME_MS } from './account-tokens';
import { checkCredentials, type LoginDeps } from './login';

/** One confirmation mail a minute at most, however often the button is pressed. */
const RESEND_PAUSE_MS = 60_000;

/**
 * POST publicResources/resendConfirmation, offered where a login was refused as Not_verified
 * (docs/people-data-and-consent.md): with the same name and password as the login, so only the
 * account holder can ask, under the login's throttle. A new link replaces the old (the old one
 * stops working); an account already confirmed gets nothing. Answers whether a mail went out.
 */
export async function resendConfirmation(
  deps: LoginDeps,
  username: string,
  password: string,
  address: string,
): Promise<{ sent: boolean }> {
  const user = await checkCredentials(deps, username, password, address);
  if (user.enabled) return { sent: false };
  return deps.db.transaction(async (tx) => {
    // serialise presses of the same account, then look for a link younger than the pause
    await tx.execute(sql`SELECT id FROM ${users} WHERE id = ${user.id} FOR UPDATE`);
    const recentUntil = new Date(Date.now() + TOKEN_LIFETIME_MS.verify - RESEND_PAUSE_MS);
    const [recent] = await tx
      .select({ userId: accountTokens.userId })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, user.id),
          eq(accountTokens.purpose, 'verify'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, recentUntil),
        ),
      )
      .limit(1);
    if (recent) return { sent: false };
    const token = await createAccountToken(tx, user.id, 'verify');
    await userEvents.registered(tx, user, token);
    return { sent: true };
  });
}
