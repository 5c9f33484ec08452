import { idParams, idRefSchema, idSchema } from '@portal/contracts';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTokenVerifier } from '../src/auth/tokens';
import { createMetrics } from '../src/health';
import { createApp } from '../src/http/app';
import { RouteRegistry } from '../src/http/route';
import { createLogger } from '../src/logger';
import { createTestInfra, createTestKeys, type TestInfra } from '../src/testing';

/** Input PostgreSQL cannot store (NUL bytes, ids beyond int4) answers 400 and writes nothing. */
describe('service app: NUL bytes and ids beyond PostgreSQL integer', () => {
  let infra: TestInfra;
  let pool: pg.Pool;
  let app: ReturnType<typeof createApp>;
  const rows = async () => (await pool.query('SELECT count(*)::int AS n FROM notes')).rows[0].n as number;

  beforeAll(async () => {
    infra = await createTestInfra('nul');
    pool = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
    await pool.query('CREATE TABLE notes (id serial PRIMARY KEY, ref integer, text text, meta jsonb)');
    const insert = (ref: number | null, text: string, meta: unknown = null) =>
      pool.query('INSERT INTO notes (ref, text, meta) VALUES ($1, $2, $3)', [ref, text, meta]);
    const routes = new RouteRegistry()
      .add({
        method: 'post',
        path: '/api/notes/:id',
        summary: 'write a note about a row',
        access: 'public',
        params: idParams,
        body: z.object({ text: z.string(), club: idRefSchema, tags: z.array(z.string()).default([]) }),
        handler: async ({ params, body }) => void (await insert(params.id + body.club.id, body.text)),
      })
      .add({
        method: 'post',
        path: '/api/notes',
        summary: 'write a note, form-encoded (like login)',
        access: 'public',
        bodyType: 'application/x-www-form-urlencoded',
        body: z.object({ text: z.string() }),
        handler: async ({ body }) => void (await insert(null, body.text)),
      })
      .add({
        method: 'get',
        path: '/api/notes',
        summary: 'search notes',
        access: 'public',
        query: z.object({ q: z.string().optional(), ref: idSchema.optional() }),
        handler: async ({ query }) =>
          (await pool.query('SELECT count(*)::int AS n FROM notes WHERE text = $1', [query.q ?? ''])).rows[0],
      })
      .add({
        method: 'post',
        path: '/api/raw',
        summary: 'a route whose schema lets anything through to the database',
        access: 'public',
        body: z.object({ ref: z.number() }),
        handler: async ({ body }) => void (await insert(body.ref, 'raw')),
      });
    app = createApp({
      service: 'kit',
      logger: createLogger('kit', 'silent'),
      metrics: createMetrics('kit'),
      health: { checks: {}, state: { accepting: true } },
      verifyToken: createTokenVerifier({ keys: (await createTestKeys()).jwks }),
      routes: [routes],
    });
  });
  afterAll(async () => {
    await pool.end();
    await infra.cleanup();
  });

  it('when a JSON text field, a nested array item or a key holds a NUL byte then 400 FIELD_INVALID naming it', async () => {
    const text = await request(app)
      .post('/api/notes/1')
      .send({ text: 'a\u0000b', club: { id: 1 } });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ error: 'FIELD_INVALID', field: 'text' });
    const nested = await request(app)
      .post('/api/notes/1')
      .send({ text: 'ok', club: { id: 1 }, tags: ['x', '\u0000'] });
    expect(nested.body).toMatchObject({ error: 'FIELD_INVALID', field: 'tags.1' });
    const key = await request(app)
      .post('/api/notes/1')
      .send({ text: 'ok', club: { id: 1 }, ['\u0000']: 1 });
    expect(key.body).toMatchObject({ error: 'FIELD_INVALID' });
    expect(await rows()).toBe(0);
  });

  it('when a form-encoded field, a query or a path parameter holds a NUL byte then 400 naming it', async () => {
    const form = await request(app).post('/api/notes').type('form').send('text=a%00b');
    expect(form.status).toBe(400);
    expect(form.body).toMatchObject({ error: 'FIELD_INVALID', field: 'text' });
    const query = await request(app).get('/api/notes?q=a%00b');
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ error: 'FIELD_INVALID', field: 'q' });
    const path = await request(app)
      .post('/api/notes/1%00')
      .send({ text: 'ok', club: { id: 1 } });
    expect(path.status).toBe(400);
    expect(path.body).toMatchObject({ error: 'FIELD_INVALID', field: 'id' });
    expect(await rows()).toBe(0);
  });

  it('when an id is 2^31 in a path or in a body reference then 400 FIELD_INVALID naming it', async () => {
    const path = await request(app)
      .post('/api/notes/2147483648')
      .send({ text: 'ok', club: { id: 1 } });
    expect(path.status).toBe(400);
    expect(path.body).toMatchObject({ error: 'FIELD_INVALID', field: 'id' });
    const body = await request(app)
      .post('/api/notes/1')
      .send({ text: 'ok', club: { id: 2147483648 } });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ error: 'FIELD_INVALID', field: 'club.id' });
    expect(await rows()).toBe(0);
  });

  it('when the input is valid, including the largest id and text around the NUL check, then it is written', async () => {
    const r = await request(app)
      .post('/api/notes/2147483646')
      .send({ text: 'Übung \\u0000 literal', club: { id: 1 } });
    expect(r.status).toBe(204);
    expect((await request(app).get('/api/notes?q=Übung \\u0000 literal')).body).toEqual({ n: 1 });
  });

  it('when a value the schema let through overflows in PostgreSQL then 400 FIELD_INVALID, not 500', async () => {
    const before = await rows();
    const r = await request(app)
      .post('/api/raw')
      .send({ ref: 2 ** 31 });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'FIELD_INVALID' });
    expect(await rows()).toBe(before);
  });
});
