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

/** 429 with the seconds to wait, which the login route sends as `Retry-After`. */
export class LoginThrottled extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_LOGIN_ATTEMPTS', 429);
  }
}

/**
 * The name and password of an active account, under the login's throttle: 429 while it waits, 401
 * for a wrong name or password (the same answer either way, recorded as a failure), 402 inactive.
 * The login and the confirmation resend both start here.
 */
export async function checkCredentials(deps: LoginDeps, username: string, password: string, address: string) {
  const wait = await deps.throttle.retryAfter(username, address);
  if (wait > 0) throw new LoginThrottled(wait);
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
  return user;
}

/**
 * POST /api/login: 401 Unauthorized for a wrong name or password (the same answer either way),
 * 402 Inactive_user for a blocked user, 417 Not_verified before the e-mail is confirmed,
 * 429 while this address, or this account from this address, has to wait after failures.
 */
export async function login(
  deps: LoginDeps,
  username: string,
  password: string,
  address: string,
): Promise<{ token: string; identity: Identity }> {
  const user = await checkCredentials(deps, username, password, address);
  if (!user.enabled) throw new DomainError('Not_verified', 417);
  await deps.throttle.recordSuccess(username, address);
  const view = await authView(deps.db, user);
  return { token: await deps.tokens.issue(view), identity: await toIdentity(deps.db, user, view) };
}
