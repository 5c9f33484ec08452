import { createHash, randomBytes } from 'node:crypto';
import {
  leadingZeroBits,
  type GuestChallenge,
  type GuestSession,
  type GuestSessionBody,
} from '@portal/contracts';
import { DomainError } from '@portal/service-kit';
import type { Redis } from 'ioredis';

/** The guest rules' settings (registration's config, docs/guest-holds.md). */
export interface GuestPolicy {
  /** zero bits the proof of work must reach */
  proofBits: number;
  sessionTtlSeconds: number;
  /** sessions minted per address and window */
  sessionsPerAddress: number;
  sessionWindowSeconds: number;
  /** live unconfirmed guest registrations per address */
  holdsPerAddress: number;
  /** the share (%) of a competition's places and waiting slots guests without account may hold */
  sharePercent: number;
}

/** Who signs up without an account: the session (hashed) and the caller's address. */
export interface GuestPass {
  session: string;
  address: string;
  policy: GuestPolicy;
}

const CHALLENGE_TTL_SECONDS = 120;
const challengeKey = (challenge: string) => `guest:challenge:${challenge}`;
const sessionKey = (hash: string) => `guest:session:${hash}`;
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

export class GuestSessionThrottled extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', 429);
  }
}

/** A fresh challenge, valid once and for two minutes. */
export async function issueChallenge(redis: Redis, policy: GuestPolicy): Promise<GuestChallenge> {
  const challenge = randomBytes(16).toString('hex');
  await redis.set(challengeKey(challenge), '1', 'EX', CHALLENGE_TTL_SECONDS);
  return {
    challenge,
    bits: policy.proofBits,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000).toISOString(),
  };
}

/**
 * Mints a guest session for a solved challenge: one SHA-256 to check the proof, the challenge is
 * used up (GETDEL: a replay fails), then the address's budget of sessions per window is counted.
 * The session is a random bearer value; Redis and the orders keep only its hash.
 */
export async function mintSession(
  redis: Redis,
  policy: GuestPolicy,
  body: GuestSessionBody,
  address: string,
): Promise<GuestSession> {
  const hash = createHash('sha256').update(`${body.challenge}:${body.nonce}`).digest();
  if (leadingZeroBits(hash) < policy.proofBits) throw new DomainError('GUEST_PROOF_INVALID', 400, 'nonce');
  if ((await redis.getdel(challengeKey(body.challenge))) === null)
    throw new DomainError('GUEST_PROOF_INVALID', 400, 'challenge');
  const limitKey = `ratelimit:guest-session:${address}`;
  const [[, count], [, ttl]] = (await redis.multi().incr(limitKey).ttl(limitKey).exec()) as [
    [unknown, number],
    [unknown, number],
  ];
  if (ttl < 0) await redis.expire(limitKey, policy.sessionWindowSeconds);
  if (count > policy.sessionsPerAddress)
    throw new GuestSessionThrottled(ttl > 0 ? ttl : policy.sessionWindowSeconds);
  const guestSession = randomBytes(24).toString('base64url');
  await redis.set(sessionKey(hashOf(guestSession)), address, 'EX', policy.sessionTtlSeconds);
  return {
    guestSession,
    expiresAt: new Date(Date.now() + policy.sessionTtlSeconds * 1000).toISOString(),
  };
}

/**
 * The caller's guest pass from the header: a live session, else 401 GUEST_SESSION_REQUIRED
 * (missing, unknown or expired; the browser mints a new one and asks again).
 */
export async function requireGuestPass(
  redis: Redis,
  policy: GuestPolicy,
  header: string | undefined,
  address: string,
): Promise<GuestPass> {
  if (!header || header.length > 64) throw new DomainError('GUEST_SESSION_REQUIRED', 401);
  const session = hashOf(header);
  if ((await redis.exists(sessionKey(session))) !== 1) throw new DomainError('GUEST_SESSION_REQUIRED', 401);
  return { session, address, policy };
}
