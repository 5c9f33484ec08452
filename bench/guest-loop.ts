import { GUEST_SESSION_HEADER, solveGuestChallenge } from '@portal/contracts/guest-proof';

/**
 * The rush's looping client (`RUSH_GUEST_LOOP=1`, rush-guest-loop.ts; docs/guest-holds.md): one
 * process behind one address that loops on anonymous prepareOrder with fresh guest sessions as
 * fast as the proof of work lets it, until SIGTERM; then prints its tally as one JSON line.
 * GATEWAY, COMPETITION and SQUAD_BASE (10 squads) come from the environment.
 */
const gateway = process.env.GATEWAY!;
const competitionId = Number(process.env.COMPETITION);
const base = Number(process.env.SQUAD_BASE);
const LOOPS = 4;
const tally: Record<string, number> = {};
const sessions: string[] = [];
let running = true;

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${gateway}/api/publicResources/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
};
const count = (key: string) => (tally[key] = (tally[key] ?? 0) + 1);

/** A new session while the address may mint more, else one it has (which moves its one hold). */
async function session(): Promise<string | null> {
  const challenge = await post('guestSession/challenge', undefined);
  if (challenge.status === 200) {
    const nonce = await solveGuestChallenge(
      challenge.body.challenge as string,
      challenge.body.bits as number,
    );
    const minted = await post('guestSession', { challenge: challenge.body.challenge, nonce });
    if (minted.status === 200) {
      count('sessionsMinted');
      sessions.push(minted.body.guestSession as string);
      return minted.body.guestSession as string;
    }
    count(`session ${minted.status}`);
  }
  return sessions.length ? sessions[Math.floor(Math.random() * sessions.length)]! : null;
}

async function loop(n: number) {
  for (let i = n; running; i += LOOPS) {
    const guest = await session();
    if (!guest) continue;
    const answer = await post(
      'prepareOrder',
      { status: 'PREPARE', orderItems: [{ competitionId, squadId: base + (i % 10) }] },
      { [GUEST_SESSION_HEADER]: guest },
    );
    count(answer.status === 200 ? 'held' : `${answer.status} ${String(answer.body.error ?? '')}`);
  }
}

const loops = Array.from({ length: LOOPS }, (_, n) => loop(n).catch(() => count('failed')));
process.on('SIGTERM', () => {
  running = false;
  void Promise.all(loops).then(() => {
    process.stdout.write(`${JSON.stringify(tally)}\n`);
    process.exit(0);
  });
});
console.log(JSON.stringify({ looping: true }));
