import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenClaims } from '../auth/tokens';

/** A signing key and its JWKS, for tests that need real tokens without the identity service. */
export async function createTestKeys() {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'EdDSA', use: 'sig' };
  const jwks: JSONWebKeySet = { keys: [jwk] };
  const sign = (claims: Partial<Omit<TokenClaims, 'iat' | 'exp'>> & { sub: string }, expiresIn = '15m') =>
    new SignJWT({
      username: 'tester',
      roles: ['ROLE_USER'],
      permissions: ['IS_USER_SHOOTER'],
      clubId: null,
      paymentUntil: null,
      iatMs: Date.now(),
      ...claims,
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'test' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { jwks, sign };
}
