import { launchScript, type RushInfra } from './rush-stack';
import { rush, tally } from './rush-client';

/**
 * `RUSH_GUEST_LOOP=1 npm run bench -- rush` (docs/guest-holds.md): one client loops on anonymous
 * prepareOrder (guest-loop.ts) while the 3,000 signed-in users rush the same 300 places. The loop
 * must end with at most its address's budget of holds (GUEST_HOLDS_PER_ADDRESS, default 20), the
 * people get the rest; oversell 0.
 */
export async function guestLoopRush(run: RushInfra, gateway: string, tokens: string[]) {
  const { publish, squads, snapshot, pool } = run;
  await publish(snapshot(6, squads(600), 600));
  const child = launchScript(
    'bench/guest-loop.ts',
    { GATEWAY: gateway, COMPETITION: '6', SQUAD_BASE: '600' },
    'pipe',
  );
  const lines: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  // the loop runs first for a while, then through the whole rush
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const url = `${gateway}/api/publicResources/prepareOrder`;
  const { answers, seconds } = await rush(url, run.bodies(tokens, 6, 600), tokens);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
  const loop = JSON.parse(lines.at(-1) ?? '{}') as Record<string, number>;
  const { held, full, serverErrors, lost } = tally(answers);
  const { rows } = await pool.query<{ guests: string; people: string }>(
    `SELECT count(*) FILTER (WHERE o.user_id IS NULL) AS guests, count(*) FILTER (WHERE o.user_id IS NOT NULL) AS people
     FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id
     WHERE i.competition_id = 6 AND o.status = 'PREPARE' AND NOT i.waiting_list`,
  );
  const seats = await run.seats(600);
  return {
    loopTally: loop,
    loopPlacesHeld: Number(rows[0]!.guests),
    peoplePlacesHeld: Number(rows[0]!.people),
    peopleAnswersHeld: held.length,
    peopleSquadFull: full.length,
    peopleDecisionsPerSecond: Math.round(answers.length / seconds),
    oversell: seats.over,
    lostAnswers: lost,
    serverErrors,
  };
}
