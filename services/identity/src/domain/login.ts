import type { Identity } from '@portal/contracts';
import { DomainError, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { AccessTokens } from './access-tokens';
import type { LoginThrottle } from './login-throttle';
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import { authView, toIdentity } from './user-view';

export interface LoginDeps {
  db: Database;
  tokens: AccessTokens;
  throttle: LoginThrottle;
}

/**
 * POST /api/login: 401 Unauthorized for a wrong name or password (the same answer either way),
 * 402 Inactive_user for a blocked user, 417 Not_verified before the e-mail is confirmed,
 * 429 while too many failures were counted.
 */
export async function login(
  deps: LoginDeps,
  username: string,
  password: string,
  address: string,
): Promise<{ token: string; identity: Identity }> {
  if (await deps.throttle.isBlocked(username, address)) throw new DomainError('TOO_MANY_LOGIN_ATTEMPTS', 429);
  const [user] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  const valid = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !valid) {
    await deps.throttle.recordFailure(username, address);
    throw new DomainError('Unauthorized', 401);
  }
  if (!user.active) throw new DomainError('Inactive_user', 402);
  if (!user.enabled) throw new DomainError('Not_verified', 417);
  await deps.throttle.recordSuccess(username);
  const view = await authView(deps.db, user);
  return { token: await deps.tokens.issue(view), identity: await toIdentity(deps.db, user, view) };
}
