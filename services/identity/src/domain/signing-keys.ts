import { randomUUID } from 'node:crypto';
import type { Database } from '@portal/service-kit';
import { desc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { signingKeys } from '../db/schema';

/** Creates the first Ed25519 signing key when there is none (replicas may race: both keys stay valid). */
export async function ensureSigningKey(db: Database): Promise<void> {
  const existing = await db.select({ kid: signingKeys.kid }).from(signingKeys).limit(1);
  if (existing.length > 0) return;
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const kid = randomUUID();
  const meta = { kid, alg: 'EdDSA', use: 'sig' };
  await db
    .insert(signingKeys)
    .values({
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), ...meta },
      publicJwk: { ...(await exportJWK(publicKey)), ...meta },
    })
    .onConflictDoNothing();
}

/** The public half of every signing key, as published at /api/.well-known/jwks.json. */
export async function publicKeySet(db: Database): Promise<{ keys: JWK[] }> {
  const rows = await db
    .select({ jwk: signingKeys.publicJwk })
    .from(signingKeys)
    .orderBy(desc(signingKeys.createdAt));
  return { keys: rows.map((r) => r.jwk as JWK) };
}
