import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DenyList } from '../src/auth/deny-list';
import { createTokenVerifier } from '../src/auth/tokens';
import { DomainError } from '../src/errors';
import { createMetrics } from '../src/health';
import { createApp } from '../src/http/app';
import { jsonDepth } from '../src/http/json-depth';
import { RouteRegistry } from '../src/http/route';
import { createLogger } from '../src/logger';
import { createTestInfra, createTestKeys, type TestInfra } from '../src/testing';

describe('service app: input validation, errors and permission guards', () => {
  let infra: TestInfra;
  let redis: Redis;
  let keys: Awaited<ReturnType<typeof createTestKeys>>;
  let app: ReturnType<typeof createApp>;
  const handled: unknown[] = [];

  beforeAll(async () => {
    infra = await createTestInfra('http');
    redis = new Redis(infra.env.REDIS_URL, { keyPrefix: infra.redisPrefix });
    keys = await createTestKeys();
    const routes = new RouteRegistry()
      .add({
        method: 'post',
        path: '/api/clubs/:id/contacts',
        summary: 'test route',
        access: ['IS_CLUB_ADMIN', 'IS_ADMIN'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({
          name: z.string().min(2, 'FIELD_IS_REQUIRED'),
          email: z.email(),
          squadSize: z.number().int().min(0),
        }),
        handler: ({ params, body }) => {
          handled.push(body);
          return { id: params.id, ...body };
        },
      })
      .add({
        method: 'get',
        path: '/api/items',
        summary: 'list',
        access: 'public',
        query: z.object({ page: z.coerce.number().int().min(0).default(0) }),
        handler: ({ query }) => ({ content: [], totalElements: 0, page: query.page }),
      })
      .add({
        method: 'get',
        path: '/api/me',
        summary: 'any logged-in user',
        access: 'authenticated',
        handler: ({ user }) => ({ id: user.id }),
      })
      .add({
        method: 'get',
        path: '/api/boom',
        summary: 'domain error',
        access: 'public',
        handler: () => {
          throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
        },
      })
      .add({
        method: 'get',
        path: '/api/crowded',
        summary: 'the database refuses a connection',
        access: 'public',
        handler: () => {
          throw Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
        },
      });
    app = createApp({
      service: 'kit',
      logger: createLogger('kit', 'silent'),
      metrics: createMetrics('kit'),
      health: { checks: {}, state: { accepting: true } },
      verifyToken: createTokenVerifier({ keys: keys.jwks }),
      denyList: new DenyList(redis),
      routes: [routes],
    });
  });
  afterAll(async () => {
    await redis.quit();
    await infra.cleanup();
  });

  const admin = () => keys.sign({ sub: '1', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] });
  const valid = { name: 'SV Wien', email: 'office@svwien.at', squadSize: 10 };

  it('when the body is malformed JSON then 400 MALFORMED_JSON and the handler is not reached', async () => {
    const r = await request(app)
      .post('/api/clubs/1/contacts')
      .set('authorization', `Bearer ${await admin()}`)
      .set('content-type', 'application/json')
      .send('{"name": "x",');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'MALFORMED_JSON', field: 'body' });
  });

  it('when the body is nested 5,000 deep then 400 FIELD_INVALID and the handler is not reached', async () => {
    const r = await request(app)
      .post('/api/clubs/1/contacts')
      .set('authorization', `Bearer ${await admin()}`)
      .set('content-type', 'application/json')
      .send('{"name":' + '['.repeat(5000) + ']'.repeat(5000) + '}');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'FIELD_INVALID', field: 'body' });
  });

  it('when brackets stand inside strings then they do not count as nesting', () => {
    expect(jsonDepth(Buffer.from(JSON.stringify({ a: '[[[{{{\\"', b: [{ c: 1 }] })))).toBe(3);
  });

  it('when the body is oversized then 413 PAYLOAD_TOO_LARGE', async () => {
    const r = await request(app)
      .post('/api/clubs/1/contacts')
      .set('authorization', `Bearer ${await admin()}`)
      .send({ ...valid, name: 'x'.repeat(1_100_000) });
    expect(r.status).toBe(413);
    expect(r.body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('when the body has an unknown field then 400 UNKNOWN_FIELD naming it', async () => {
    const r = await request(app)
      .post('/api/clubs/1/contacts')
      .set('authorization', `Bearer ${await admin()}`)
      .send({ ...valid, isAdmin: true });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'UNKNOWN_FIELD', field: 'isAdmin' });
  });

  it('when fields are missing, of the wrong type or badly formatted then 400 names each field with its key', async () => {
    const r = await request(app)
      .post('/api/clubs/1/contacts')
      .set('authorization', `Bearer ${await admin()}`)
      .send({ email: 'not-an-email', squadSize: 'ten' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', key: 'FIELD_IS_REQUIRED' }),
        expect.objectContaining({ field: 'email', key: 'EMAIL_FORMAT' }),
        expect.objectContaining({ field: 'squadSize', key: 'FIELD_INVALID' }),
      ]),
    );
  });

  it('when a path parameter or query has the wrong type then 400 naming it', async () => {
    const r = await request(app)
      .post('/api/clubs/abc/contacts')
      .set('authorization', `Bearer ${await admin()}`)
      .send(valid);
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('id');
    const q = await request(app).get('/api/items?page=-3');
    expect(q.status).toBe(400);
    expect(q.body).toMatchObject({ error: 'FIELD_INVALID', field: 'page' });
    const unknown = await request(app).get('/api/items?dump=all');
    expect(unknown.body).toMatchObject({ error: 'UNKNOWN_FIELD', field: 'dump' });
  });

  it('when the input is valid then the handler gets the parsed values', async () => {
    const before = handled.length;
    const r = await request(app)
      .post('/api/clubs/7/contacts')
      .set('authorization', `Bearer ${await admin()}`)
      .send(valid);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: 7, ...valid });
    expect(handled.length).toBe(before + 1);
  });

  it('when a guest calls a guarded route then 401; a user without the permission gets 403 PERMISSION_DENIED', async () => {
    const guest = await request(app).post('/api/clubs/1/contacts').send(valid);
    expect(guest.status).toBe(401);
    expect(guest.body.error).toBe('Unauthorized');
    const shooter = await keys.sign({ sub: '2' });
    const r = await request(app)
      .post('/api/clubs/1/contacts')
      .set('authorization', `Bearer ${shooter}`)
      .send(valid);
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('PERMISSION_DENIED');
  });

  it('when a token is forged, expired or of a blocked user then 401', async () => {
    const other = await createTestKeys();
    const forged = await other.sign({ sub: '1', permissions: ['IS_ADMIN'] });
    expect((await request(app).get('/api/me').set('authorization', `Bearer ${forged}`)).status).toBe(401);
    const expired = await keys.sign({ sub: '3' }, '-1s');
    expect((await request(app).get('/api/me').set('authorization', `Bearer ${expired}`)).status).toBe(401);
    const token = await keys.sign({ sub: '4' });
    expect((await request(app).get('/api/me').set('authorization', `Bearer ${token}`)).body).toEqual({
      id: 4,
    });
    await new DenyList(redis).deny('4');
    expect((await request(app).get('/api/me').set('authorization', `Bearer ${token}`)).status).toBe(401);
  });

  it('when a domain rule fails then its catalogue key and status are answered', async () => {
    const r = await request(app).get('/api/boom');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: 'COMPETITION_DOESNT_EXIST' });
  });

  it('when the database refuses connections then 503 SERVICE_UNAVAILABLE, not 500', async () => {
    const r = await request(app).get('/api/crowded');
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ error: 'SERVICE_UNAVAILABLE' });
  });
});
