import { KeyObject, sign as signBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenVerifier } from '../src/auth/tokens';

/**
 * The kit checks EdDSA tokens with node:crypto (eddsa-verify.ts) and others with jose: both must
 * refuse exactly what jose refuses for the kit's options.
 */
describe('token verifier', () => {
  let sign: (claims: JWTPayload, header?: Record<string, unknown>) => Promise<string>;
  let signOther: (claims: JWTPayload) => Promise<string>;
  let signEs256: (claims: JWTPayload) => Promise<string>;
  let verify: TokenVerifier;
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (extra: JWTPayload = {}): JWTPayload => ({
    sub: '7',
    username: 'tester',
    roles: ['ROLE_USER'],
    permissions: ['IS_USER_SHOOTER'],
    clubId: null,
    paymentUntil: null,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: now(),
    exp: now() + 600,
    ...extra,
  });

  beforeAll(async () => {
    const ed = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const es = await generateKeyPair('ES256');
    const keys = [
      { ...(await exportJWK(ed.publicKey)), kid: 'ed', alg: 'EdDSA' },
      { ...(await exportJWK(es.publicKey)), kid: 'es', alg: 'ES256' },
    ];
    // by hand: jose refuses to sign some of the headers a forger could send
    const privateKey = KeyObject.from(ed.privateKey);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    sign = async (payload, header = {}) => {
      const input = `${part({ alg: 'EdDSA', kid: 'ed', ...header })}.${part(payload)}`;
      return `${input}.${signBytes(null, Buffer.from(input), privateKey).toString('base64url')}`;
    };
    signOther = (payload) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', kid: 'ed' }).sign(other.privateKey);
    signEs256 = (payload) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: 'es' }).sign(es.privateKey);
    verify = createTokenVerifier({ keys: { keys } });
  });

  it('when an EdDSA token is valid then its claims are answered, also from the cache', async () => {
    const token = await sign(claims());
    expect((await verify(token)).sub).toBe('7');
    expect((await verify(token)).username).toBe('tester');
  });

  it('when a token of another algorithm is valid then jose checks it', async () => {
    expect((await verify(await signEs256(claims({ sub: '8' })))).sub).toBe('8');
    await expect(verify(await signEs256(claims({ aud: 'elsewhere' })))).rejects.toThrow();
  });

  it('when a token is forged, tampered, expired, early or for someone else then it is refused', async () => {
    const refused = [
      await signOther(claims()),
      await sign(claims({ exp: now() - 1 })),
      await sign(claims({ exp: now() })),
      await sign(claims({ nbf: now() + 60 })),
      await sign(claims({ iss: 'someone-else' })),
      await sign(claims({ aud: ['someone-else'] })),
      await sign(claims({ iat: 'yesterday' as unknown as number })),
      await sign(claims(), { crit: ['exp'], exp: 1 }),
    ];
    const good = await sign(claims());
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const raised = Buffer.from(JSON.stringify(claims({ permissions: ['IS_ADMIN'] }))).toString('base64url');
    refused.push(`${header}.${raised}.${signature}`, `${header}.${payload}.${signature.slice(0, -4)}AAAA`);
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid: 'ed' })).toString('base64url');
    refused.push(`${none}.${payload}.`, `${header}.${payload}`, 'not-a-token');
    // an EdDSA header naming the ES256 key: never checked with a key of another type
    const wrongKey = Buffer.from(JSON.stringify({ alg: 'EdDSA', kid: 'es' })).toString('base64url');
    refused.push(`${wrongKey}.${payload}.${signature}`);
    for (const token of refused) await expect(verify(token), token).rejects.toThrow();
  });

  it('when the audience is a list holding the portal then the token is accepted', async () => {
    expect((await verify(await sign(claims({ aud: ['x', TOKEN_AUDIENCE] })))).sub).toBe('7');
  });
});
