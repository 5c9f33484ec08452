import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_PATHS, CALENDAR_TOKEN_PATTERN, type CalendarFeed } from '@portal/contracts';
import { DomainError, notFound, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { isGuest } from '../rules/sign-up-rules';

/**
 * The personal feed's token (docs/calendar-feed.md): 32 random bytes, base64url; only its
 * SHA-256 is stored, one row per user. The address is answered only when a token is made.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const feedUrl = (publicBaseUrl: string, token: string) =>
  `${publicBaseUrl}/api/${CALENDAR_PATHS.personal(token)}`;

/** Signed-in users with a profile; guest accounts and guest sessions have no feed. */
function ownerOf(user: AuthUser): number {
  if (user.id === null || isGuest(user)) throw new DomainError('ACCESS_DENIED', 403);
  return user.id;
}

/**
 * Stores a new token for the caller: `replace` false keeps an existing one (and answers null).
 * Answers the new token's address and when it was made.
 */
async function storeToken(db: DbExecutor, user: AuthUser, publicBaseUrl: string, replace: boolean) {
  const token = randomBytes(32).toString('base64url');
  const onConflict = replace
    ? sql`DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`
    : sql`DO NOTHING`;
  const { rows } = await db.execute(sql`
    INSERT INTO calendar_feeds (user_id, token_hash) VALUES (${ownerOf(user)}, ${hashOf(token)})
    ON CONFLICT (user_id) ${onConflict} RETURNING created_at AS "createdAt"`);
  return rows.length > 0 ? { url: feedUrl(publicBaseUrl, token), createdAt: iso(rows[0]) } : null;
}

/** The caller's feed: made (and its address answered) when the caller has none yet. */
export async function ensureFeed(
  db: DbExecutor,
  user: AuthUser,
  publicBaseUrl: string,
): Promise<CalendarFeed> {
  const made = await storeToken(db, user, publicBaseUrl, false);
  if (made) return made;
  const { rows } = await db.execute(
    sql`SELECT created_at AS "createdAt" FROM calendar_feeds WHERE user_id = ${ownerOf(user)}`,
  );
  return { url: null, createdAt: iso(rows[0]) };
}

/** A new token for the caller; the old address answers 404 from now on. */
export async function rotateFeed(
  db: DbExecutor,
  user: AuthUser,
  publicBaseUrl: string,
): Promise<CalendarFeed> {
  return (await storeToken(db, user, publicBaseUrl, true))!;
}

/** The user whose feed the token opens; a malformed or unknown token is 404, nothing more. */
export async function userOfToken(db: DbExecutor, token: string): Promise<number> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) throw notFound();
  const { rows } = await db.execute(
    sql`SELECT user_id AS "userId" FROM calendar_feeds WHERE token_hash = ${hashOf(token)}`,
  );
  const row = rows[0] as { userId: number } | undefined;
  if (!row) throw notFound();
  return row.userId;
}

const iso = (row: unknown) => new Date((row as { createdAt: string | Date }).createdAt).toISOString();
