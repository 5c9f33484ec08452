import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignatureError } from './provider';

/** How old a signed callback may be (Stripe's default tolerance): older ones are replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The signature scheme of Stripe's webhooks, which the sandbox uses as its own:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${payload}`)}`;
}

export function verifySignedPayload(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new SignatureError('no signature header');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new SignatureError('malformed header');
  const expected = Buffer.from(hmac(secret, `${timestamp}.${rawBody.toString('utf8')}`), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new SignatureError('no matching signature');
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new SignatureError('timestamp outside the tolerance');
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');
