import type { ChildProcess } from 'node:child_process';
import { startOtlpReceiver } from '@portal/service-kit/testing';
import { ensureBuilt } from '../scripts/build-services.mjs';
import { rush } from './rush-client';
import { cpuMs, openRushInfra, rushTokens, startRushStack, warmUp } from './rush-stack';

/** the sampling the deployments set beside the collector's address (docs/tracing.md) */
const SAMPLED_TRACING = { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' };

/**
 * What tracing costs the rush (docs/tracing.md, docs/benchmarks.md): rush.ts's first rush (fresh
 * processes, the warm-up, 3,000 users never seen before) on two fresh stacks one after the other,
 * the second with every process exporting its spans over OTLP/HTTP (protobuf, the default) to a
 * receiver in the benchmark that accepts and counts them. Decisions per second follow the shared
 * machine's load; CPU ms per decision of the gateway and the two registration processes do not.
 */
export async function tracingCost() {
  await ensureBuilt(); // the traced processes import their dist/tracing.js
  const receiver = await startOtlpReceiver();
  try {
    const untraced = await firstRush({});
    const spansBefore = receiver.count();
    const traced = await firstRush({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
    const spansAlwaysOn = receiver.count() - spansBefore;
    const names = receiver.countsByName();
    // one trace in ten recorded, as SAMPLED_TRACING in the deployments sets it
    const sampled = await firstRush({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, ...SAMPLED_TRACING });
    return {
      untracedDecisionsPerSecond: untraced.decisionsPerSecond,
      tracedDecisionsPerSecond: traced.decisionsPerSecond,
      tracedShare: +(traced.decisionsPerSecond / untraced.decisionsPerSecond).toFixed(3),
      untracedCpuMsPerDecision: untraced.cpuMsPerDecision,
      tracedCpuMsPerDecision: traced.cpuMsPerDecision,
      cpuShare: +(untraced.cpuMsPerDecision / traced.cpuMsPerDecision).toFixed(3),
      sampledDecisionsPerSecond: sampled.decisionsPerSecond,
      sampledShare: +(sampled.decisionsPerSecond / untraced.decisionsPerSecond).toFixed(3),
      sampledCpuMsPerDecision: sampled.cpuMsPerDecision,
      sampledCpuShare: +(untraced.cpuMsPerDecision / sampled.cpuMsPerDecision).toFixed(3),
      // the warm-up's spans too: both rushes have as many calls
      spansPerDecision: +(spansAlwaysOn / (2 * traced.decisions)).toFixed(1),
      sampledSpansPerDecision: +(
        (receiver.count() - spansBefore - spansAlwaysOn) /
        (2 * sampled.decisions)
      ).toFixed(2),
      // what a decision's spans are: the most frequent names, per decision
      topSpans: Object.fromEntries(
        [...names]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([name, n]) => [name, +(n / (2 * traced.decisions)).toFixed(2)]),
      ),
    };
  } finally {
    await receiver.stop();
  }
}

/** One stack with `env`, warmed up, and its first rush: decisions/s and CPU ms per decision. */
async function firstRush(env: NodeJS.ProcessEnv) {
  const run = await openRushInfra('rushtrace');
  const children: ChildProcess[] = [];
  try {
    const stack = await startRushStack(run, children, env);
    const url = `${stack.gateway}/api/publicResources/prepareOrder`;
    await warmUp(run, url);
    const tokens = await rushTokens(run.keys);
    const processes = [stack.gatewayChild, ...stack.registration.pids.map((pid) => ({ pid }))];
    const cpuBefore = processes.map(cpuMs);
    const { answers, seconds } = await rush(url, run.bodies(tokens, 1, 100), tokens);
    const cpu = processes.reduce((sum, p, i) => sum + cpuMs(p) - cpuBefore[i]!, 0);
    // the batch processor sends every 5 s (OTEL_BSP_SCHEDULE_DELAY): the rush's last spans come after
    if (env.OTEL_EXPORTER_OTLP_ENDPOINT) await new Promise((resolve) => setTimeout(resolve, 6000));
    return {
      decisions: answers.length,
      decisionsPerSecond: Math.round(answers.length / seconds),
      cpuMsPerDecision: +(cpu / answers.length).toFixed(3),
    };
  } finally {
    await run.close(children);
  }
}
