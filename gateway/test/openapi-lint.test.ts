import { createTestInfra, lintOpenApi, type TestInfra } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../../scripts/stack';

type Operation = { operationId?: string; security?: unknown[] };

/** The merged API document at /api/openapi.json, as clients and generators read it. */
describe('the gateway’s merged OpenAPI document', () => {
  let infra: TestInfra;
  let stack: RunningStack;
  beforeAll(async () => {
    infra = await createTestInfra('oaslint');
    stack = await startStack({ env: infra.env, freePorts: true });
  });
  afterAll(async () => {
    await stack?.stop();
    await infra.cleanup();
  });

  it('when linted with Redocly recommended then it has no errors and no warnings', async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/openapi.json`);
    // a failed answer names itself (once, under full load, the answer was not the document)
    const text = await response.text();
    expect({ status: response.status, text: response.status === 200 ? '' : text }).toEqual({
      status: 200,
      text: '',
    });
    const doc = JSON.parse(text) as {
      info: { description: string };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.info.description).toBe('All services');
    expect(await lintOpenApi(doc)).toEqual([]);
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(operations.length).toBeGreaterThan(100);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => Array.isArray(operation.security))).toBe(true);
  });
});
