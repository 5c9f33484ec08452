import { createTokenVerifier, startService, type RunningService } from '@portal/service-kit';
import { createTestInfra, type TestInfra } from '@portal/service-kit/testing';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../src/db/schema';
import { identityService } from '../src/service';

describe('identity signing keys', () => {
  let infra: TestInfra;
  let service: RunningService;
  beforeAll(async () => {
    infra = await createTestInfra('jwks');
    service = await startService(identityService, infra.env);
  });
  afterAll(async () => {
    await service.stop();
    await infra.cleanup();
  });

  it('when started then it publishes an Ed25519 public key that verifies tokens signed with its private key', async () => {
    const response = await fetch(`http://127.0.0.1:${service.port}/api/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.keys[0]?.d).toBeUndefined(); // never the private part

    const [row] = await service.ctx.db.select().from(signingKeys);
    const privateKey = await importJWK(row!.privateJwk as never, 'EdDSA');
    const token = await new SignJWT({
      username: 'u',
      roles: [],
      permissions: [],
      clubId: null,
      paymentUntil: null,
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: row!.kid })
      .setSubject('42')
      .setIssuer('competition-portal')
      .setAudience('competition-portal')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const verify = createTokenVerifier({
      jwksUrl: `http://127.0.0.1:${service.port}/api/.well-known/jwks.json`,
    });
    expect((await verify(token)).sub).toBe('42');
  });
});
