import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES } from '@portal/contracts';
import { createTestInfra, type TestInfra } from '@portal/service-kit/testing';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startStack, type RunningStack } from '../../scripts/stack';
import { startGateway, type RunningGateway } from '../src/server';

/** A token as identity would issue it, signed with identity's own key from its schema. */
async function signWithIdentityKey(databaseUrl: string, sub: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('SELECT kid, private_jwk FROM identity.signing_keys LIMIT 1');
  await client.end();
  const key = await importJWK(rows[0].private_jwk, 'EdDSA');
  return new SignJWT({
    username: 'shooter',
    roles: ['ROLE_USER'],
    permissions: ['IS_USER_SHOOTER'],
    clubId: null,
    paymentUntil: null,
  })
    .setProtectedHeader({ alg: 'EdDSA', kid: rows[0].kid })
    .setSubject(sub)
    .setIssuer('competition-portal')
    .setAudience('competition-portal')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

describe('gateway in front of the six real services', () => {
  let infra: TestInfra;
  let stack: RunningStack;
  let webDist: string;
  let gatewayMetrics: string;
  const extra: RunningGateway[] = [];

  beforeAll(async () => {
    infra = await createTestInfra('gw');
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Portal</title><div id="root"></div><script>document.title = "x";</script>' +
        '<script type="module" src="/assets/index-abcdefgh.js"></script><script nomodule>var a = 1;</script>',
    );
    const metricsPort = await freePort();
    gatewayMetrics = `http://127.0.0.1:${metricsPort}`;
    stack = await startStack({
      env: infra.env,
      freePorts: true,
      webDist,
      extraGatewayEnv: { METRICS_PORT: String(metricsPort) },
    });
  });
  afterAll(async () => {
    await Promise.all(extra.map((g) => g.stop()));
    await stack?.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
    await infra.cleanup();
  });

  /** A second gateway in-process, for settings the shared one should not have. */
  async function gatewayWith(env: Record<string, string>) {
    const upstreams = Object.fromEntries(
      SERVICE_NAMES.map((n) => [`${n.toUpperCase()}_URL`, stack.serviceUrls[n]]),
    );
    const jwks = { JWKS_URL: `${stack.serviceUrls.identity}/api/.well-known/jwks.json` };
    const gateway = await startGateway({ ...infra.env, ...upstreams, ...jwks, PORT: '0', ...env });
    extra.push(gateway);
    return `http://127.0.0.1:${gateway.port}`;
  }

  it('every process runs the Node of package.json, the LTS the images run (docs/runtime.md)', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const pinned = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies.node;
    expect(fs.readFileSync(path.join(root, 'scripts/images/node-version'), 'utf8').trim()).toBe(pinned);
    expect(process.version).toBe(`v${pinned}`); // the test runner itself
    const urls = [...SERVICE_NAMES.map((name) => stack.serviceUrls[name]), gatewayMetrics];
    for (const url of urls) {
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(metrics, url).toContain(`nodejs_version_info{version="v${pinned}"`);
    }
  });

  it('when an /api path is unknown then the gateway answers 404 with a JSON error', async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/no/such/thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-service')).toBe('gateway');
    expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
  });

  it('when a path of each service is called then that service answers it', async () => {
    const samples = {
      identity: '/api/.well-known/jwks.json',
      catalog: '/api/publicResources/competitions',
      registration: '/api/publicResources/prepareOrder',
      payment: '/api/publicResources/payments/checkouts/1',
      notification: '/api/notifications',
      export: '/api/exports/competitions',
    };
    for (const [service, sample] of Object.entries(samples)) {
      const response = await fetch(`${stack.gatewayUrl}${sample}`);
      expect(response.headers.get('x-service'), sample).toBe(service);
    }
    const jwks = (await (await fetch(`${stack.gatewayUrl}/api/.well-known/jwks.json`)).json()) as {
      keys: unknown[];
    };
    expect(jwks.keys.length).toBeGreaterThan(0);
  });

  it('when a request carries an id then the service sees and returns the same id', async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/.well-known/jwks.json`, {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    const generated = await fetch(`${stack.gatewayUrl}/api/.well-known/jwks.json`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when a POST with a body is proxied then it reaches the service without hanging', async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/publicResources/prepareOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'PREPARE', orderItems: [{ competitionId: 1, squadId: 2 }] }),
      signal: AbortSignal.timeout(5000),
    });
    expect(response.headers.get('x-service')).toBe('registration');
  });

  it('when the token is invalid then the gateway refuses it with 401 before any service', async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/publicResources/competitions`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-service')).toBe('gateway');
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });

  it('when a client exceeds its rate limit then it gets 429 TOO_MANY_REQUESTS, counted per user', async () => {
    const limits = { RATE_LIMIT_POINTS: '5', RATE_LIMIT_GUEST_POINTS: '5', RATE_LIMIT_WINDOW_SECONDS: '60' };
    // its own key space, so the shared gateway's earlier requests do not count
    const url = await gatewayWith({ ...limits, REDIS_PREFIX: `${infra.redisPrefix}limited:` });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await fetch(`${url}/api/.well-known/jwks.json`)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await fetch(`${url}/api/.well-known/jwks.json`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ error: 'TOO_MANY_REQUESTS' });
    // a logged-in user has a budget of their own
    const token = await signWithIdentityKey(infra.databaseUrl, '77');
    const own = await fetch(`${url}/api/.well-known/jwks.json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.status).toBe(200);
  });

  it('when a service is down then the gateway answers 502 SERVICE_UNAVAILABLE', async () => {
    const url = await gatewayWith({ EXPORT_URL: `http://127.0.0.1:${await freePort()}` });
    const response = await fetch(`${url}/api/exports/competitions`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
  });

  it('when the docs are opened then every service document is merged and Swagger UI is served', async () => {
    const doc = (await (await fetch(`${stack.gatewayUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
      info: { description: string };
    };
    expect(doc.paths['/api/.well-known/jwks.json']).toBeDefined();
    expect(doc.info.description).toBe('All services');
    const ui = await fetch(`${stack.gatewayUrl}/api/docs/`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger-ui');
  });

  it('when / is opened then the built web app is served; health answers, metrics only internally', async () => {
    const page = await fetch(`${stack.gatewayUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // exactly the build's two inline scripts may run, by their hashes; no 'unsafe-inline'
    const scriptSrc = /script-src ([^;]+)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(scriptSrc?.split(' ')).toEqual(["'self'", hash('document.title = "x";'), hash('var a = 1;')]);
    expect((await fetch(`${stack.gatewayUrl}/readyz`)).status).toBe(200);
    expect((await fetch(`${stack.gatewayUrl}/metrics`)).status).toBe(404);
  });
});
