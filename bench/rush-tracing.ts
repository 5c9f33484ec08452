import type { ChildProcess } from 'node:child_process';
import { startOtlpReceiver } from '@portal/service-kit/testing';
import { ensureBuilt } from '../scripts/build-services.mjs';
import { rush } from './rush-client';
import { cpuMs, openRushInfra, rushTokens, startRushStack, warmUp } from './rush-stack';

/** the sampling the deployments set beside the collector's address (docs/tracing.md) */
const SAMPLED_TRACING = { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' };

type Mode = 'untraced' | 'traced' | 'sampled';
type Rush = Awaited<ReturnType<typeof firstRush>>;

/**
 * The three stacks four times (`TRACING_PASSES`), in mirrored order: a later stack finds PostgreSQL busier (the earlier
 * runs' rows, autovacuum, checkpoints), which on one pass made the last of the three look slowest
 * whatever it was.
 */
const PASS: Mode[] = ['untraced', 'traced', 'sampled'];
/** `TRACING_PASSES=n` (default 4): passes, each in the order mirrored from the one before */
const PASSES = Math.max(1, Number(process.env.TRACING_PASSES ?? 4));
const ORDER: Mode[] = Array.from({ length: PASSES }, (_, i) => (i % 2 ? [...PASS].reverse() : PASS)).flat();

/**
 * What tracing costs the rush (docs/tracing.md, docs/benchmarks.md): rush.ts's first rush (fresh
 * processes, the warm-up, 3,000 users never seen before) on fresh stacks one after the other:
 * untraced, with every process exporting its spans over OTLP/HTTP (protobuf, the default) to a
 * receiver in the benchmark that accepts and counts them, and with one trace in ten sampled.
 * Decisions per second follow the machine's load; CPU ms per decision of the gateway and the two
 * registration processes do not.
 */
export async function tracingCost() {
  await ensureBuilt(); // the traced processes import their dist/tracing.js
  const receiver = await startOtlpReceiver();
  try {
    const runs: Record<Mode, Rush[]> = { untraced: [], traced: [], sampled: [] };
    const spans: Record<Mode, number> = { untraced: 0, traced: 0, sampled: 0 };
    let namesAfterTraced = new Map<string, number>();
    for (const mode of ORDER) {
      const before = receiver.count();
      const env =
        mode === 'untraced'
          ? {}
          : mode === 'traced'
            ? { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }
            : // one trace in ten recorded, as SAMPLED_TRACING in the deployments sets it
              { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, ...SAMPLED_TRACING };
      runs[mode].push(await firstRush(env));
      spans[mode] += receiver.count() - before;
      if (mode === 'traced' && namesAfterTraced.size === 0)
        namesAfterTraced = new Map(receiver.countsByName());
    }
    // the median of each mode's stacks: one stack of four slowed by the machine (a checkpoint,
    // autovacuum) moved the mean by up to 8 %
    const median = (mode: Mode, key: 'decisionsPerSecond' | 'cpuMsPerDecision') => {
      const sorted = runs[mode].map((run) => run[key]).sort((a, b) => a - b);
      const middle = sorted.length / 2;
      return Number.isInteger(middle)
        ? (sorted[middle - 1]! + sorted[middle]!) / 2
        : sorted[Math.floor(middle)]!;
    };
    // the warm-up's spans too: each rush has as many calls again
    const perDecision = (mode: Mode) =>
      spans[mode] / (2 * runs[mode].reduce((sum, run) => sum + run.decisions, 0));
    const ratio = (a: number, b: number) => +(a / b).toFixed(3);
    const tracedDecisions = runs.traced[0]!.decisions;
    return {
      untracedDecisionsPerSecond: Math.round(median('untraced', 'decisionsPerSecond')),
      tracedDecisionsPerSecond: Math.round(median('traced', 'decisionsPerSecond')),
      tracedShare: ratio(median('traced', 'decisionsPerSecond'), median('untraced', 'decisionsPerSecond')),
      untracedCpuMsPerDecision: +median('untraced', 'cpuMsPerDecision').toFixed(3),
      tracedCpuMsPerDecision: +median('traced', 'cpuMsPerDecision').toFixed(3),
      cpuShare: ratio(median('untraced', 'cpuMsPerDecision'), median('traced', 'cpuMsPerDecision')),
      sampledDecisionsPerSecond: Math.round(median('sampled', 'decisionsPerSecond')),
      sampledShare: ratio(median('sampled', 'decisionsPerSecond'), median('untraced', 'decisionsPerSecond')),
      sampledCpuMsPerDecision: +median('sampled', 'cpuMsPerDecision').toFixed(3),
      sampledCpuShare: ratio(median('untraced', 'cpuMsPerDecision'), median('sampled', 'cpuMsPerDecision')),
      spansPerDecision: +perDecision('traced').toFixed(1),
      sampledSpansPerDecision: +perDecision('sampled').toFixed(2),
      // each stack's decisions/s in the order they ran, to see the spread
      decisionsPerSecondByRun: ORDER.map(
        (mode, i) =>
          `${mode} ${runs[mode][ORDER.slice(0, i).filter((m) => m === mode).length]!.decisionsPerSecond}`,
      ).join(', '),
      // what a decision's spans are: the most frequent names of the first traced stack, per decision
      topSpans: Object.fromEntries(
        [...namesAfterTraced]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([name, n]) => [name, +(n / (2 * tracedDecisions)).toFixed(2)]),
      ),
    };
  } finally {
    await receiver.stop();
  }
}

/** CLOCK_MONOTONIC in µs, the clock of V8's CPU profiles on Linux. */
const monotonicMicros = () => process.hrtime.bigint() / 1000n;

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
    const from = monotonicMicros();
    const { answers, seconds } = await rush(url, run.bodies(tokens, 1, 100), tokens);
    const cpu = processes.reduce((sum, p, i) => sum + cpuMs(p) - cpuBefore[i]!, 0);
    // a profile's samples carry the same clock: the rush's alone can be read from it
    if (process.env.RUSH_PROFILE)
      process.stderr.write(`rush window ${JSON.stringify(env)}: ${from}..${monotonicMicros()} µs\n`);
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
