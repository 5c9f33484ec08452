import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The admission token (docs/fair-opening.md): `<payload>.<mac>`, both base64url, the payload
 * `{c: competitionId, k: entryKey, e: window end in epoch ms}`, the MAC HMAC-SHA256 with the
 * process's FAIR_QUEUE_SECRET. Short-lived and bound to one caller: another caller's entry key
 * does not match.
 */
export interface AdmissionClaims {
  competitionId: number;
  entryKey: string;
  expiresAt: number;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function signAdmission(secret: string, claims: AdmissionClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ c: claims.competitionId, k: claims.entryKey, e: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claims of a well-signed token, or null (malformed, forged). Expiry is the caller's check. */
export function readAdmission(secret: string, token: string): AdmissionClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { c, k, e } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    if (typeof c !== 'number' || typeof k !== 'string' || typeof e !== 'number') return null;
    return { competitionId: c, entryKey: k, expiresAt: e };
  } catch {
    return null;
  }
}

/** A token valid now for this competition and this caller. */
export function admits(
  secret: string,
  token: string | null | undefined,
  competitionId: number,
  entryKey: string,
  now = Date.now(),
): boolean {
  const claims = token ? readAdmission(secret, token) : null;
  return (
    claims !== null &&
    claims.competitionId === competitionId &&
    claims.entryKey === entryKey &&
    claims.expiresAt > now
  );
}
