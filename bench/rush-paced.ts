import http from 'node:http';
import { percentile, post, tally, type Answer } from './rush-client';
import type { RushInfra } from './rush-stack';

/** people per rate: enough for a steady state at the highest rate, few enough to finish quickly */
const PEOPLE = 750;

/**
 * `RUSH_PACED=25,50,100 npm run bench -- rush` (docs/fair-opening.md, The rate): what fair
 * opening's pacer does to the rush. Instead of everybody at once, the signed-in users call
 * prepareOrder at a fixed rate per second (as the queue admits them), through the gateway to the
 * two registration processes; per rate the hold's p50/p99 (from the call's start), holds, oversell,
 * 5xx. The figure to keep below 300 ms is the p99.
 */
export async function pacedRush(run: RushInfra, gateway: string, tokens: string[], rates: number[]) {
  const url = `${gateway}/api/publicResources/prepareOrder`;
  const figures: Record<string, unknown> = {};
  for (const [k, rate] of rates.entries()) {
    const competitionId = 10 + k;
    const base = 1000 + k * 100;
    await run.publish(run.snapshot(competitionId, run.squads(base), 600));
    const people = tokens.slice(k * PEOPLE, (k + 1) * PEOPLE);
    const bodies = run.bodies(people, competitionId, base);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    const started = performance.now();
    const answers = await Promise.all(
      bodies.map(
        (body, i) =>
          new Promise<Answer | null>((resolve) =>
            setTimeout(() => resolve(post(agent, url, body, people[i])), (i * 1000) / rate),
          ),
      ),
    );
    agent.destroy();
    const { held, serverErrors, lost, answered } = tally(answers);
    const seats = await run.seats(base);
    figures[`${rate}/s`] = {
      people: people.length,
      seconds: +((performance.now() - started) / 1000).toFixed(1),
      holdP50Ms: percentile(
        answered.filter((a) => a.status === 200).map((a) => a.ms),
        50,
      ),
      holdP99Ms: percentile(
        answered.filter((a) => a.status === 200).map((a) => a.ms),
        99,
      ),
      answerP99Ms: percentile(
        answered.map((a) => a.ms),
        99,
      ),
      held: held.length,
      oversell: seats.over,
      serverErrors,
      lost,
    };
  }
  return figures;
}
