import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with a per-user salt (no native add-on). N=2^15, r=8, p=1: about 32 MiB and tens of
 * milliseconds per hash on a server core, which slows guessing without making login sluggish.
 * The parameters are stored with each hash, so they can be raised later.
 */
const PARAMS = { N: 1 << 15, r: 8, p: 1, keylen: 64 };

function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 128 * params.N * params.r * 2,
  };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, params.keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keylen: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash nobody's password matches: login runs scrypt even for unknown names (same timing). */
export const UNKNOWN_USER_HASH = `scrypt$${PARAMS.N}$8$1$${randomBytes(16).toString('base64')}$${randomBytes(64).toString('base64')}`;
