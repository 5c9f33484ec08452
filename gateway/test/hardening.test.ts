import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SERVICE_NAMES } from '@portal/contracts';
import { createTestInfra, type TestInfra } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../scripts/seed';
import { startStack, type RunningStack } from '../../scripts/stack';
import { startGateway, type RunningGateway } from '../src/server';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP/1.1 request: exact path and headers, the body as sent (no decompression). */
function raw(base: string, target: string, headers: Record<string, string> = {}, method = 'GET') {
  const { hostname, port } = new URL(base);
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request({ hostname, port, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}
const json = (answer: RawAnswer) => JSON.parse(answer.body.toString()) as unknown;

describe('gateway hardening in front of the six real services', () => {
  let infra: TestInfra;
  let stack: RunningStack;
  let webDist: string;
  let echo: http.Server;
  let echoed: http.IncomingHttpHeaders = {};
  const gateways: RunningGateway[] = [];
  const script = `console.log("${'portal '.repeat(400)}");`;
  const hashedScript = '/assets/index-AbCd1234.js';

  beforeAll(async () => {
    infra = await createTestInfra('gwhard');
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Portal</title><div id="root"></div>',
    );
    const scriptFile = path.join(webDist, hashedScript);
    fs.writeFileSync(scriptFile, script);
    fs.writeFileSync(`${scriptFile}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${scriptFile}.gz`, zlib.gzipSync(script));
    stack = await startStack({ env: infra.env, freePorts: true, webDist });
    await seedAll(infra.databaseUrl, () => undefined);
    // an upstream that shows what the gateway forwards
    echo = http.createServer((req, res) => {
      echoed = req.headers;
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    await stack?.stop();
    echo?.close();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
    await infra?.cleanup();
  });

  let gatewayCount = 0;
  /** A gateway in-process with its own settings and its own rate-limit key space. */
  async function gatewayWith(env: Record<string, string> = {}) {
    const upstreams = Object.fromEntries(
      SERVICE_NAMES.map((n) => [`${n.toUpperCase()}_URL`, stack.serviceUrls[n]]),
    );
    const gateway = await startGateway({
      ...infra.env,
      ...upstreams,
      JWKS_URL: `${stack.serviceUrls.identity}/api/.well-known/jwks.json`,
      REDIS_PREFIX: `${infra.redisPrefix}g${++gatewayCount}:`,
      WEB_DIST: webDist,
      PORT: '0',
      ...env,
    });
    gateways.push(gateway);
    return { url: `http://127.0.0.1:${gateway.port}`, gateway };
  }

  async function login(url: string, username = 'shooter', password = 'Shooter123!') {
    const response = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }),
    });
    return { status: response.status, token: response.headers.get('authorization') };
  }

  describe('X-Forwarded-For', () => {
    const statuses = async (url: string, forwardedFor: (i: number) => string) => {
      const result: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await fetch(`${url}/api/.well-known/jwks.json`, {
          headers: { 'x-forwarded-for': forwardedFor(i) },
        });
        result.push(response.status);
      }
      return result;
    };

    it('when no proxy is trusted then rotating X-Forwarded-For does not escape the per-address limit', async () => {
      const { url } = await gatewayWith({ RATE_LIMIT_GUEST_POINTS: '3' });
      expect(await statuses(url, (i) => `203.0.113.${i + 1}`)).toEqual([200, 200, 200, 429]);
    });

    it('when the peer is a trusted proxy then its X-Forwarded-For is the client address', async () => {
      const { url } = await gatewayWith({ RATE_LIMIT_GUEST_POINTS: '3', TRUST_PROXY: 'loopback' });
      expect(await statuses(url, (i) => `203.0.113.${i + 1}`)).toEqual([200, 200, 200, 200]);
      expect(await statuses(url, () => '198.51.100.7')).toEqual([200, 200, 200, 429]);
    });

    it('when a request is proxied then the service gets only the address the gateway determined', async () => {
      const untrusted = await gatewayWith({
        EXPORT_URL: `http://127.0.0.1:${(echo.address() as { port: number }).port}`,
      });
      await fetch(`${untrusted.url}/api/exports/competitions`, {
        headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' },
      });
      expect(echoed['x-forwarded-for']).toBe('127.0.0.1');
      expect(echoed['x-forwarded-host']).not.toBe('evil.example');

      const trusted = await gatewayWith({
        EXPORT_URL: `http://127.0.0.1:${(echo.address() as { port: number }).port}`,
        TRUST_PROXY: '127.0.0.1/32',
      });
      await fetch(`${trusted.url}/api/exports/competitions`, {
        headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.9' },
      });
      expect(echoed['x-forwarded-for']).toBe('203.0.113.9');
    });

    it('when TRUST_PROXY is "true" or not an address then the gateway refuses to start', async () => {
      await expect(gatewayWith({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY/);
      await expect(gatewayWith({ TRUST_PROXY: '10.0.0.0/99' })).rejects.toThrow(/TRUST_PROXY/);
    });
  });

  describe("the gateway's own answers", () => {
    const expectSecurityHeaders = (headers: Headers, what: string) => {
      expect(headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(headers.get('content-security-policy'), what).toContain("default-src 'self'");
      expect(headers.get('strict-transport-security'), what).toMatch(/max-age=/);
      expect(headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
    };

    it('when the gateway answers 401, 404, 429 or the OpenAPI document itself then it sends security headers', async () => {
      const { url } = await gatewayWith({ RATE_LIMIT_GUEST_POINTS: '1' });
      const unauthorized = await fetch(`${url}/api/publicResources/competitions`, {
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(unauthorized.status).toBe(401);
      expectSecurityHeaders(unauthorized.headers, '401');
      const first = await fetch(`${url}/api/no/such/thing`);
      expect(first.status).toBe(404);
      expectSecurityHeaders(first.headers, '404');
      const limited = await fetch(`${url}/api/no/such/thing`);
      expect(limited.status).toBe(429);
      expectSecurityHeaders(limited.headers, '429');
      const docs = await fetch(`${stack.gatewayUrl}/api/openapi.json`);
      expect(docs.status).toBe(200);
      expectSecurityHeaders(docs.headers, 'openapi.json');
    });

    it('when /metrics is asked on the public port then it is not there; the internal port serves it', async () => {
      expect((await fetch(`${stack.gatewayUrl}/metrics`)).status).toBe(404);
      const { url, gateway } = await gatewayWith({ METRICS_PORT: '0' });
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const internal = await fetch(`http://127.0.0.1:${gateway.metricsPort}/metrics`);
      expect(internal.status).toBe(200);
      expect(await internal.text()).toContain('service="gateway"');
      expect((await fetch(`http://127.0.0.1:${gateway.metricsPort}/readyz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${gateway.metricsPort}/api/identity`)).status).toBe(404);
    });
  });

  describe('oversized requests get a JSON answer instead of a dropped connection', () => {
    it('when the query string has 100,000 characters then the answer is 414 FIELD_INVALID', async () => {
      const answer = await raw(
        stack.gatewayUrl,
        `/api/publicResources/competitions?q=${'a'.repeat(100_000)}`,
      );
      expect(answer.status).toBe(414);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(json(answer)).toEqual({ error: 'FIELD_INVALID', field: 'url' });
    });

    it('when the request head exceeds even the 128 KB header limit then the answer is 431 JSON', async () => {
      const answer = await raw(
        stack.gatewayUrl,
        `/api/publicResources/competitions?q=${'a'.repeat(300_000)}`,
      );
      expect(answer.status).toBe(431);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(json(answer)).toEqual({ error: 'FIELD_INVALID', field: 'headers' });
    });

    it('when the headers are too large then the answer is 431 JSON', async () => {
      const answer = await raw(stack.gatewayUrl, '/api/publicResources/competitions', {
        cookie: `c=${'x'.repeat(200_000)}`,
      });
      expect(answer.status).toBe(431);
      expect(json(answer)).toEqual({ error: 'FIELD_INVALID', field: 'headers' });
    });

    it('when filter is 5,000 levels deep then the answer is 400 before any service parses it', async () => {
      const deepObject = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
      const deepArray = '['.repeat(5000) + ']'.repeat(5000);
      for (const filter of [deepObject, deepArray]) {
        const answer = await raw(
          stack.gatewayUrl,
          `/api/publicResources/competitions?filter=${encodeURIComponent(filter)}`,
        );
        expect(answer.status).toBe(400);
        expect(answer.headers['x-service']).toBe('gateway');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(json(answer)).toEqual({ error: 'FIELD_INVALID', field: 'filter' });
      }
    });

    it('when a service gets a too deep filter directly then it answers 400 too', async () => {
      const deep = '['.repeat(100) + ']'.repeat(100);
      const query = await fetch(
        `${stack.serviceUrls.catalog}/api/publicResources/competitions?filter=${encodeURIComponent(deep)}`,
      );
      expect(query.status).toBe(400);
      expect(await query.json()).toEqual({ error: 'FIELD_INVALID', field: 'filter' });
    });
  });

  describe('web app delivery', () => {
    it('when a hashed asset is asked with br or gzip then the precompressed file comes, cached for a year', async () => {
      for (const [encoding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const answer = await raw(stack.gatewayUrl, hashedScript, {
          'accept-encoding': `${encoding}, identity`,
        });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(decode(answer.body).toString()).toBe(script);
      }
      const plain = await raw(stack.gatewayUrl, hashedScript);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('when index.html is asked then it must be revalidated (no-cache) and answers 304 to its ETag', async () => {
      const page = await raw(stack.gatewayUrl, '/');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.etag).toBeTruthy();
      const again = await raw(stack.gatewayUrl, '/', { 'if-none-match': page.headers.etag! });
      expect(again.status).toBe(304);
    });

    it('when a JSON answer is above 1 KB then it is compressed, a small one is not', async () => {
      const large = await raw(stack.gatewayUrl, '/api/openapi.json', { 'accept-encoding': 'br' });
      expect(large.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(large.body).toString())).toHaveProperty('paths');
      const gzipped = await raw(stack.gatewayUrl, '/api/publicResources/competitionTypes', {
        'accept-encoding': 'gzip',
      });
      const text =
        gzipped.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(gzipped.body) : gzipped.body;
      expect(text.length > 1024).toBe(gzipped.headers['content-encoding'] === 'gzip');
      const small = await raw(stack.gatewayUrl, '/api/no/such/thing', { 'accept-encoding': 'gzip, br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(json(small)).toEqual({ error: 'NOT_FOUND' });
    });
  });

  describe('rate limits and the session', () => {
    it('when the guest and user budgets are used up then login and the first session calls still answer', async () => {
      const { url } = await gatewayWith({ RATE_LIMIT_POINTS: '3', RATE_LIMIT_GUEST_POINTS: '3' });
      const earlier = await login(url);
      expect(earlier.status).toBe(200);
      const browse = (authorization?: string) =>
        fetch(`${url}/api/publicResources/competitionTypes`, {
          headers: authorization ? { authorization } : {},
        });
      // the address's guests and the user have used their general budgets
      for (let i = 0; i < 3; i++) await browse();
      for (let i = 0; i < 3; i++) await browse(earlier.token!);
      expect((await browse()).status).toBe(429);

      const fresh = await login(url);
      expect(fresh.status).toBe(200);
      const headers = { authorization: fresh.token! };
      const identity = await fetch(`${url}/api/identity`, { headers });
      expect(identity.status).toBe(200);
      expect(((await identity.json()) as { username: string }).username).toBe('shooter');
      expect((await fetch(`${url}/api/users/checkAuth`, { headers })).status).toBe(200);
      // the general budget still holds, and says when to come back
      const limited = await browse(fresh.token!);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });

    it("when identity's login throttle answers 429 then the answer carries Retry-After too", async () => {
      const { url } = await gatewayWith({ RATE_LIMIT_WINDOW_SECONDS: '30' });
      let answer = await login(url, 'shooter2', 'wrong-password');
      for (let i = 0; i < 12 && answer.status !== 429; i++) answer = await login(url, 'shooter2', 'wrong');
      const locked = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'shooter2', password: 'Shooter123!' }),
      });
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual({ error: 'TOO_MANY_LOGIN_ATTEMPTS' });
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    });

    it('when no guest budget is configured then one address serves ten times the per-user budget', async () => {
      const { url } = await gatewayWith({ RATE_LIMIT_POINTS: '2' });
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await fetch(`${url}/api/.well-known/jwks.json`)).status);
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });
});
