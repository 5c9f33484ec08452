import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { componentEntry, ensureBuilt } from '../../../scripts/build-services.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfra, startOtlpReceiver, type TestInfra } from '../src/testing';

const run = promisify(execFile);

/**
 * The timer thread is traced (docs/tracing.md): a process started with the built tracing module,
 * as every image is, whose timer thread does its work in a span; the thread's span reaches the
 * collector under the service's name, sent by the flush when the thread stops. (Its query's span
 * is not checked here: under tsx's loader in the thread, which the TypeScript fixture needs, pg is
 * not instrumented; in a compiled thread it is.)
 */
describe('a traced timer thread', () => {
  let infra: TestInfra;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;

  beforeAll(async () => {
    await ensureBuilt();
    infra = await createTestInfra('tracedtimers');
    receiver = await startOtlpReceiver();
  }, 120_000);
  afterAll(async () => {
    await receiver?.stop();
    await infra?.cleanup();
  });

  it('when its work runs in a span then that span is exported under the service’s name, flushed at stop', async () => {
    const tracing = path.join(path.dirname(componentEntry('registration')), 'tracing.js');
    const script = fileURLToPath(new URL('fixture/traced-thread-run.ts', import.meta.url));
    await run(process.execPath, ['--import', 'tsx', '--import', tracing, script], {
      env: {
        ...process.env,
        ...infra.env,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        // a batch that would wait a minute: only the flush at the thread's stop sends it
        OTEL_BSP_SCHEDULE_DELAY: '60000',
      },
      timeout: 90_000,
    });
    const work = receiver.spans.filter((span) => span.name === 'fixture expiry');
    expect(work.map((span) => span.service)).toEqual(['registration']);
  }, 120_000);
});
