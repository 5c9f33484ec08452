import autocannon from 'autocannon';
import { figures } from './figures';
import { createTestInfra } from '@portal/service-kit/testing';
import { hashPassword } from '../services/identity/src/domain/passwords';
import { migrateAll } from '../scripts/migrate';
import { seedAll } from '../scripts/seed';
import { startStack } from '../scripts/stack';

/** Logins per second (scrypt N=2^15, r=8, p=1) and identity calls per second, through the gateway. */
export async function benchLogin(seconds = 10) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < 10; i++) await hashPassword('Bench1234');
  const scryptMs = Number(process.hrtime.bigint() - started) / 1e6 / 10;

  const infra = await createTestInfra('benchlogin');
  await migrateAll(infra.databaseUrl);
  await seedAll(infra.databaseUrl, () => undefined);
  const stack = await startStack({
    env: { ...infra.env, LOG_LEVEL: 'warn' },
    freePorts: true,
    extraGatewayEnv: { RATE_LIMIT_POINTS: '100000000' },
  });
  try {
    const body = new URLSearchParams({ username: 'shooter', password: 'Shooter123!' }).toString();
    const login = await autocannon({
      url: `${stack.gatewayUrl}/api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      connections: 8,
      duration: seconds,
    });
    const token = (
      await fetch(`${stack.gatewayUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
    ).headers.get('authorization')!;
    const identity = await autocannon({
      url: `${stack.gatewayUrl}/api/identity`,
      headers: { authorization: token },
      connections: 50,
      duration: seconds,
    });
    return { scryptHashMs: +scryptMs.toFixed(1), login: figures(login), identity: figures(identity) };
  } finally {
    await stack.stop();
    await infra.cleanup();
  }
}
