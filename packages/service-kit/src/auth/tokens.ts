import type { Permission, RoleName } from '@portal/contracts';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';
import { verifyEdDsaToken } from './eddsa-verify';

export const TOKEN_ISSUER = 'competition-portal';
export const TOKEN_AUDIENCE = 'competition-portal';

/** Claims identity puts into every access token (docs/accounts.md). */
export const tokenClaimsSchema = z.object({
  sub: z.string().min(1),
  username: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  clubId: z.number().int().nullable(),
  paymentUntil: z.string().nullable(),
  iat: z.number(),
  /** issue time in milliseconds: the deny list compares at this precision */
  iatMs: z.number().optional(),
  exp: z.number(),
});
export type TokenClaims = Omit<z.infer<typeof tokenClaimsSchema>, 'roles' | 'permissions'> & {
  roles: RoleName[];
  permissions: Permission[];
};

export type TokenVerifier = (token: string) => Promise<TokenClaims>;

/** Verifies tokens against identity's published keys (or a given key set, in tests). */
export function createTokenVerifier(
  source: { jwksUrl: string } | { keys: JSONWebKeySet } | { loadKeys: () => Promise<JSONWebKeySet> },
): TokenVerifier {
  if ('loadKeys' in source) return cachedKeysVerifier(source.loadKeys);
  const keySet =
    'jwksUrl' in source
      ? createRemoteJWKSet(new URL(source.jwksUrl), { cooldownDuration: 5_000, cacheMaxAge: 600_000 })
      : createLocalJWKSet(source.keys);
  return verifyWith(keySet);
}

/** Keys loaded by the caller (identity reads its own table); reloaded when a token names an unknown key. */
function cachedKeysVerifier(loadKeys: () => Promise<JSONWebKeySet>): TokenVerifier {
  let verify: TokenVerifier | null = null;
  let kids = new Set<string | undefined>();
  return async (token) => {
    const kid = decodeProtectedHeader(token).kid;
    if (!verify || !kids.has(kid)) {
      const keys = await loadKeys();
      kids = new Set(keys.keys.map((k) => k.kid));
      verify = verifyWith(createLocalJWKSet(keys));
    }
    return verify(token);
  };
}

/**
 * A token is immutable, so a verified one need not be checked again until it expires (signature
 * checks cost about half a millisecond each, twice per request through the gateway). The deny
 * list is still consulted on every request.
 */
function verifyWith(keySet: JWTVerifyGetKey, maxEntries = 10_000): TokenVerifier {
  const verified = new Map<string, TokenClaims>();
  const verify = verifySignature(keySet);
  return async (token) => {
    const hit = verified.get(token);
    if (hit && hit.exp * 1000 > Date.now()) return hit;
    const claims = await verify(token);
    if (verified.size >= maxEntries) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  };
}

/** EdDSA tokens (identity's) through node:crypto (eddsa-verify.ts), any other through jose. */
function verifySignature(keySet: JWTVerifyGetKey): TokenVerifier {
  const expected = { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE };
  return async (token) => {
    const payload =
      (await verifyEdDsaToken(token, keySet, expected)) ?? (await jwtVerify(token, keySet, expected)).payload;
    return tokenClaimsSchema.parse(payload) as TokenClaims;
  };
}
