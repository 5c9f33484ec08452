import { KeyObject, verify as verifySignatureBytes } from 'node:crypto';
import { errors, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/**
 * EdDSA (identity's algorithm) token checks with node:crypto's synchronous verify instead of
 * jose's WebCrypto job: the same signature check at about half the CPU time and without a
 * thread-pool round trip per request (every request of a rush carries a token not seen before,
 * so the verified-token cache cannot help there). jose still resolves the key (JWKS fetching,
 * kid and alg selection); tokens of any other algorithm return null and go through jose.
 *
 * The claim checks are jose's for the options the kit uses: issuer and audience equal, `exp` and
 * `nbf` against the clock in whole seconds (no tolerance), no `crit` header.
 */
export async function verifyEdDsaToken(
  token: string,
  getKey: JWTVerifyGetKey,
  expected: { issuer: string; audience: string },
): Promise<JWTPayload | null> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new errors.JWSInvalid('Invalid Compact JWS');
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = parseJsonPart(encodedHeader) as { alg?: unknown; crit?: unknown; b64?: unknown };
  if (header.alg !== 'EdDSA') return null;
  if (header.crit !== undefined || header.b64 !== undefined)
    throw new errors.JWSInvalid('unsupported JWS header');
  const key = await keyObjectOf(
    await getKey(header as Parameters<JWTVerifyGetKey>[0], {
      payload: encodedPayload,
      signature: encodedSignature,
    }),
  );
  const valid = verifySignatureBytes(
    null,
    Buffer.from(`${encodedHeader}.${encodedPayload}`),
    key,
    Buffer.from(encodedSignature, 'base64url'),
  );
  if (!valid) throw new errors.JWSSignatureVerificationFailed();
  const payload = parseJsonPart(encodedPayload) as JWTPayload;
  checkClaims(payload, expected);
  return payload;
}

const keyObjects = new WeakMap<object, KeyObject>();

/** jose hands out WebCrypto keys; the KeyObject of each is made once. Only Edwards keys pass. */
async function keyObjectOf(key: unknown): Promise<KeyObject> {
  let keyObject = keyObjects.get(key as object);
  if (!keyObject) {
    keyObject = key instanceof KeyObject ? key : KeyObject.from(key as Parameters<typeof KeyObject.from>[0]);
    keyObjects.set(key as object, keyObject);
  }
  const type = keyObject.asymmetricKeyType;
  if (keyObject.type !== 'public' || (type !== 'ed25519' && type !== 'ed448'))
    throw new errors.JWKInvalid('the key is not an EdDSA public key');
  return keyObject;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function parseJsonPart(part: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(strictUtf8.decode(Buffer.from(part, 'base64url')));
  } catch {
    throw new errors.JWSInvalid('a token part is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new errors.JWSInvalid('a token part is not a JSON object');
  return value as Record<string, unknown>;
}

function checkClaims(payload: JWTPayload, expected: { issuer: string; audience: string }) {
  const now = Math.floor(Date.now() / 1000);
  const fail = (claim: string, reason: string) => {
    throw new errors.JWTClaimValidationFailed(`"${claim}" claim ${reason}`, payload, claim, reason);
  };
  if (payload.iss !== expected.issuer) fail('iss', 'check_failed');
  const audience = typeof payload.aud === 'string' ? [payload.aud] : payload.aud;
  if (!Array.isArray(audience) || !audience.includes(expected.audience)) fail('aud', 'check_failed');
  if (payload.iat !== undefined && typeof payload.iat !== 'number') fail('iat', 'invalid');
  if (payload.nbf !== undefined) {
    if (typeof payload.nbf !== 'number') fail('nbf', 'invalid');
    if (payload.nbf! > now) fail('nbf', 'check_failed');
  }
  if (payload.exp !== undefined) {
    if (typeof payload.exp !== 'number') fail('exp', 'invalid');
    if (payload.exp! <= now) fail('exp', 'check_failed');
  }
}
