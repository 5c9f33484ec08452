import type { ChildProcess } from 'node:child_process';
import { startOtlpReceiver } from '@portal/service-kit/testing';
import { ensureBuilt } from '../scripts/build-services.mjs';
import { rush } from './rush-client';
import { openRushInfra, rushTokens, startRushStack, warmUp } from './rush-stack';

/**
 * What tracing costs the rush (docs/tracing.md, docs/benchmarks.md): the same first rush as
 * rush.ts (fresh processes, the warm-up, 3,000 new users) on a second stack whose every process
 * exports its spans over OTLP/HTTP (protobuf, the default) to a receiver in the benchmark that
 * accepts and counts them. `untracedDecisionsPerSecond` is rush.ts's figure of the same run.
 */
export async function tracingCost(untracedDecisionsPerSecond: number) {
  await ensureBuilt(); // the processes import their dist/tracing.js
  const receiver = await startOtlpReceiver();
  const run = await openRushInfra('rushtrace');
  const children: ChildProcess[] = [];
  try {
    const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url };
    const stack = await startRushStack(run, children, tracing);
    const url = `${stack.gateway}/api/publicResources/prepareOrder`;
    await warmUp(run, url);
    const tokens = await rushTokens(run.keys);
    const spansBefore = receiver.count();
    const { answers, seconds } = await rush(url, run.bodies(tokens, 1, 100), tokens);
    const tracedDecisionsPerSecond = Math.round(answers.length / seconds);
    // the batch processor sends every 5 s (OTEL_BSP_SCHEDULE_DELAY): the rush's last spans come after
    await new Promise((resolve) => setTimeout(resolve, 6000));
    return {
      untracedDecisionsPerSecond,
      tracedDecisionsPerSecond,
      tracedShare: +(tracedDecisionsPerSecond / untracedDecisionsPerSecond).toFixed(3),
      spansPerDecision: +((receiver.count() - spansBefore) / answers.length).toFixed(1),
    };
  } finally {
    await run.close(children);
    await receiver.stop();
  }
}
