import pg from 'pg';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type ServiceDefinition } from '../service';
import { consumerQueues, createTestInfra, type TestInfra } from './infra';
import { lintOpenApi } from './openapi-lint';

/**
 * What every service must do from the platform issue on: start with its own schema migrated,
 * reach PostgreSQL, RabbitMQ and Redis, answer health, readiness, metrics and its OpenAPI
 * document, answer unknown paths with a JSON 404, and shut down cleanly.
 */
export function describeServiceBasics<E extends z.ZodRawShape, P>(definition: ServiceDefinition<E, P>) {
  describe(`${definition.name} service platform basics`, () => {
    let infra: TestInfra;
    let service: { port: number; stop(): Promise<unknown> };
    let base: string;

    beforeAll(async () => {
      infra = await createTestInfra(definition.name);
      service = await startService(definition, infra.env);
      base = `http://127.0.0.1:${service.port}`;
    });
    afterAll(async () => {
      await service.stop();
      await infra.cleanup(consumerQueues(`${infra.queuePrefix}.${definition.name}`, 5));
    });

    it('when started then its own schema is migrated with outbox and inbox tables', async () => {
      const client = new pg.Client({ connectionString: infra.databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
        [definition.schema],
      );
      await client.end();
      expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['outbox', 'inbox']));
    });

    it('when probed then health, readiness (database, Redis; not the broker) and metrics answer', async () => {
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toMatch(/^portal_broker_connected\{[^}]*\} 1$/m);
      expect(metrics).toContain('http_request_duration_seconds');
      expect(metrics).toContain(`service="${definition.name}"`);
    });

    it('when asked then it serves its OpenAPI document, clean under Redocly recommended', async () => {
      const doc = await (await fetch(`${base}/openapi.json`)).json();
      expect(doc).toMatchObject({ openapi: '3.0.3', info: { title: definition.name } });
      expect(await lintOpenApi(doc)).toEqual([]);
    });

    it('when an unknown path is called then it answers 404 with a JSON error naming itself', async () => {
      const response = await fetch(`${base}/api/no-such-resource-anywhere`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-service')).toBe(definition.name);
      expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
    });
  });
}
