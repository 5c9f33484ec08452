import { createHash, createHmac } from 'node:crypto';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionSecret, DEVELOPMENT_FAIR_QUEUE_SECRET } from '../src/domain/fair-queue/admission-secret';
import { admits, signAdmission } from '../src/domain/fair-queue/admission-token';
import { FAIR_SWITCH_HINT_MS } from '../src/domain/fair-queue/gate';
import { startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, mintGuestSession, prepareBody, shooterToken, type Json } from './support';

/** Spearman's ρ of two rankings of the same n items (no ties): 1 − 6Σd² / (n(n² − 1)). */
function spearman(a: number[], b: number[]): number {
  const n = a.length;
  const d2 = a.reduce((sum, x, i) => sum + (x - b[i]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

/** The published recipe (docs/fair-opening.md), re-computed here as any visitor would. */
const recompute = (seedHex: string, ids: string[]) =>
  ids
    .map((id) => ({ id, key: createHmac('sha256', Buffer.from(seedHex, 'hex')).update(id).digest('hex') }))
    .sort((x, y) => (x.key < y.key ? -1 : 1))
    .map((x) => x.id);

const SQUADS = Array.from({ length: 10 }, (_, i) => ({ id: 2400 + i, squadSize: 30, maxWaitingListSize: 0 }));
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
/** the pre-queue is open (lead time 2 hours) and the opening an hour away: joins before the draw */
const fair = (id: number, squads: typeof SQUADS, registrationStart: string) =>
  competitionSnapshot(id, squads, { fairOpening: true, fairOpeningLeadMinutes: 120, registrationStart });

/**
 * The issue asks for 500 users; with 1,000 a fair draw's |ρ| stays under 0.1 in all but about 1 run
 * in 600 (ρ's spread is 1/√(n−1): 0.032 here, 0.045 with 500, which fails 1 run in 40).
 */
const USERS = 1_000;

describe('fair opening: 1,000 users, two replicas', () => {
  let r: Registrations;
  beforeAll(async () => {
    r = await startRegistrations(
      2,
      {
        FAIR_QUEUE_ADMIT_PER_SECOND: '1000',
        FAIR_QUEUE_MAX_ADMITTED: '1000',
        FAIR_QUEUE_TICK_MS: '100',
        FAIR_QUEUE_WINDOW_SECONDS: '120',
      },
      'fair',
    );
  });
  afterAll(async () => r?.stop());

  it('draws a verifiable random order, admits each once in that order, and only admitted callers hold', async () => {
    const { bases, keys } = r;
    const base = (i: number) => bases[i % 2]!;
    await r.publishCompetition(fair(240, SQUADS, inAnHour()));
    const tokens = await Promise.all(Array.from({ length: USERS }, (_, i) => shooterToken(keys, 24_000 + i)));
    const path = 'publicResources/fairQueue/240';

    // the joins in a known order, alternating replicas; a second join is the same entry
    const publicIds: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const joined = await call(base(i), 'POST', `${path}/join`, undefined, tokens[i]);
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      expect(joined.body).toMatchObject({ state: 'WAITING', position: null, seed: null });
      publicIds.push(joined.body.publicId as string);
    }
    const again = await call(base(1), 'POST', `${path}/join`, undefined, tokens[0]);
    expect(again.body.publicId).toBe(publicIds[0]);
    // the counts are read at most every 500 ms per process (status.ts)
    await waitFor(async () => (await call(base(0), 'GET', path)).body.joined === USERS);
    const before = await call(base(0), 'GET', path);
    expect(before.body).toMatchObject({ joined: USERS, seed: null, order: null, running: false });
    expect(before.body.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // a guest joins only with a guest session
    expect((await call(base(0), 'POST', `${path}/join`)).body.error).toBe('GUEST_SESSION_REQUIRED');

    // the opening: one replica draws, both see the same revealed seed and order
    await r.publishCompetition(fair(240, SQUADS, new Date(Date.now() + 500).toISOString()), 2);
    await waitFor(async () => (await call(base(1), 'GET', path)).body.seed !== null, 20_000);
    const info = (await call(base(1), 'GET', path)).body as Json;
    expect(createHash('sha256').update(Buffer.from(info.seed, 'hex')).digest('hex')).toBe(
      before.body.seedHash,
    );
    expect(info.drawEntries).toEqual(publicIds);
    const drawn = recompute(info.seed as string, info.drawEntries as string[]);
    expect(info.order).toEqual(drawn);
    expect((await call(base(0), 'GET', path)).body.order).toEqual(drawn);
    const rank = new Map(drawn.map((id, i) => [id, i]));
    const rho = spearman(
      publicIds.map((_, i) => i),
      publicIds.map((id) => rank.get(id)!),
    );
    console.log(`fair opening: Spearman's rho of draw against arrival = ${rho.toFixed(4)}`);
    expect(Math.abs(rho)).toBeLessThan(0.1);

    // the gate: no token, a forged one or another caller's token holds nothing
    const noToken = await call(
      base(0),
      'POST',
      'publicResources/prepareOrder',
      prepareBody(240, 2400),
      tokens[0],
    );
    expect(noToken).toMatchObject({ status: 403, body: { error: 'ADMISSION_REQUIRED' } });
    const guest = await mintGuestSession(base(1));
    const anonymous = await call(
      base(1),
      'POST',
      'publicResources/prepareOrder',
      prepareBody(240, 2400),
      undefined,
      {
        'x-guest-session': guest,
      },
    );
    expect(anonymous.body.error).toBe('ADMISSION_REQUIRED');

    // everybody polls (either replica) and signs up with the token once admitted
    const outcome = new Map<number, number>();
    const foreignTried = { done: false };
    while (outcome.size < USERS) {
      const waiting = tokens.map((_, i) => i).filter((i) => !outcome.has(i));
      await Promise.all(
        waiting.map(async (i) => {
          const me = await call(base(i + 1), 'GET', `${path}/me`, undefined, tokens[i]);
          expect(me.status).toBe(200);
          if (me.body.state !== 'ADMITTED') return;
          const admissionToken = me.body.admissionToken as string;
          if (!foreignTried.done) {
            foreignTried.done = true;
            const stolen = await call(
              base(i),
              'POST',
              'publicResources/prepareOrder',
              { ...prepareBody(240, 2400), admissionToken },
              tokens[(i + 1) % USERS],
            );
            expect(stolen.body.error).toBe('ADMISSION_REQUIRED');
            const forged = `${admissionToken.split('.')[0]}.${'A'.repeat(43)}`;
            const bad = await call(
              base(i),
              'POST',
              'publicResources/prepareOrder',
              { ...prepareBody(240, 2400), admissionToken: forged },
              tokens[i],
            );
            expect(bad.body.error).toBe('ADMISSION_REQUIRED');
          }
          const held = await call(
            base(i),
            'POST',
            'publicResources/prepareOrder',
            { ...prepareBody(240, SQUADS[i % 10]!.id), admissionToken },
            tokens[i],
          );
          outcome.set(i, held.status);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const statuses = [...outcome.values()];
    expect(statuses.filter((s) => s === 200)).toHaveLength(300);
    expect(statuses.filter((s) => s === 409)).toHaveLength(USERS - 300);

    // admitted once each, in the draw's order; those who held are served
    const admitted = await r.query<{ publicId: string; no: number; served: boolean }>(
      `SELECT public_id AS "publicId", admission_no AS no, served_at IS NOT NULL AS served
       FROM registration.fair_queue_entries WHERE competition_id = 240 ORDER BY admission_no`,
    );
    expect(admitted.map((a) => a.no)).toEqual(Array.from({ length: USERS }, (_, i) => i + 1));
    expect(admitted.map((a) => a.publicId)).toEqual(drawn);
    expect(admitted.filter((a) => a.served)).toHaveLength(300);
    // the seat invariant: never over a squad, the counts equal the live holds
    const squads = await r.query<{ held: number; size: number; live: string }>(
      `SELECT o.held, o.size, (SELECT count(*) FROM registration.order_items i JOIN registration.orders d
         ON d.id = i.order_id WHERE i.squad_id = o.squad_id AND d.status = 'PREPARE') AS live
       FROM registration.squad_occupancy o WHERE o.squad_id BETWEEN 2400 AND 2409`,
    );
    for (const s of squads) {
      expect(s.held).toBe(s.size);
      expect(Number(s.live)).toBe(s.held);
    }
    // the queue still runs (admission windows open): no token, no hold
    const late = await call(
      base(0),
      'POST',
      'publicResources/prepareOrder',
      prepareBody(240, 2400),
      tokens[7],
    );
    expect(late.body.error).toBe('ADMISSION_REQUIRED');
  }, 240_000);
});

describe('fair opening: an admitted user who does not act drops out', () => {
  let r: Registrations;
  beforeAll(async () => {
    r = await startRegistrations(
      1,
      { FAIR_QUEUE_MAX_ADMITTED: '1', FAIR_QUEUE_WINDOW_SECONDS: '2', FAIR_QUEUE_TICK_MS: '100' },
      'fairdrop',
    );
  });
  afterAll(async () => r?.stop());

  it('drops the idle admission, admits the next, and ends the queue when nobody is left', async () => {
    const [base] = r.bases as [string];
    const squads = [{ id: 2500, squadSize: 5, maxWaitingListSize: 0 }];
    await r.publishCompetition(fair(250, squads, inAnHour()));
    const [idle, next, later] = (await Promise.all(
      [25_001, 25_002, 25_003].map((id) => shooterToken(r.keys, id)),
    )) as [string, string, string];
    const path = 'publicResources/fairQueue/250';
    for (const token of [idle, next]) await call(base, 'POST', `${path}/join`, undefined, token);
    await r.publishCompetition(fair(250, squads, new Date(Date.now() + 300).toISOString()), 2);

    const me = async (token: string) =>
      (await call(base, 'GET', `${path}/me`, undefined, token)).body as Json;
    await waitFor(
      async () => ['ADMITTED'].includes((await me(idle)).state) || (await me(next)).state === 'ADMITTED',
      20_000,
    );
    const first = (await me(idle)).state === 'ADMITTED' ? idle : next;
    const second = first === idle ? next : idle;
    const firstToken = (await me(first)).admissionToken as string;
    expect(await me(second)).toMatchObject({ state: 'WAITING', position: 1 });

    // the first does nothing: after the window it is dropped and the second is admitted
    await waitFor(async () => (await me(second)).state === 'ADMITTED', 20_000);
    expect((await me(first)).state).toBe('DROPPED');
    const stale = await call(
      base,
      'POST',
      'publicResources/prepareOrder',
      { ...prepareBody(250, 2500), admissionToken: firstToken },
      first,
    );
    expect(stale.body.error).toBe('ADMISSION_REQUIRED');
    const held = await call(
      base,
      'POST',
      'publicResources/prepareOrder',
      { ...prepareBody(250, 2500), admissionToken: (await me(second)).admissionToken },
      second,
    );
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect((await me(second)).state).toBe('SERVED');

    // nobody waits and the windows pass: the queue ends, sign-up needs no token any more
    await waitFor(async () => (await call(base, 'GET', path)).body.endedAt !== null, 20_000);
    const free = await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(250, 2500), later);
    expect(free.status, JSON.stringify(free.body)).toBe(200);
  }, 120_000);

  it('when fair opening is switched on after calls were answered then the gate holds once its queue runs', async () => {
    const [base] = r.bases as [string];
    const squads = [{ id: 2600, squadSize: 5, maxWaitingListSize: 0 }];
    const plain = competitionSnapshot(260, squads, {
      registrationStart: new Date(Date.now() - 60_000).toISOString(),
    });
    await r.publishCompetition(plain);
    const [early, queued, late] = (await Promise.all(
      [26_001, 26_002, 26_003].map((id) => shooterToken(r.keys, id)),
    )) as [string, string, string];
    // the process now trusts "no fair opening" for this competition (FAIR_SWITCH_HINT_MS)
    const before = await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(260, 2600), early);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const switchedAt = Date.now();
    await r.publishCompetition(fair(260, squads, new Date(Date.now() + 1500).toISOString()), 2);
    const path = 'publicResources/fairQueue/260';
    expect((await call(base, 'POST', `${path}/join`, undefined, queued)).status).toBe(200);
    await waitFor(async () => (await call(base, 'GET', path)).body.seed !== null, 20_000);
    expect(Date.now() - switchedAt).toBeGreaterThanOrEqual(FAIR_SWITCH_HINT_MS);
    const after = await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(260, 2600), late);
    expect(after).toMatchObject({ status: 403, body: { error: 'ADMISSION_REQUIRED' } });
  }, 60_000);
});

describe('fair opening: the admission token and its secret', () => {
  it('admits only the named caller, for the named competition, until the window ends', () => {
    const secret = 'a-secret-of-at-least-sixteen';
    const token = signAdmission(secret, { competitionId: 1, entryKey: 'u:5', expiresAt: 2_000 });
    expect(admits(secret, token, 1, 'u:5', 1_999)).toBe(true);
    expect(admits(secret, token, 1, 'u:5', 2_000)).toBe(false);
    expect(admits(secret, token, 1, 'u:6', 1_000)).toBe(false);
    expect(admits(secret, token, 2, 'u:5', 1_000)).toBe(false);
    expect(admits('another-secret-of-sixteen', token, 1, 'u:5', 1_000)).toBe(false);
    expect(admits(secret, `${token}x`, 1, 'u:5', 1_000)).toBe(false);
    expect(admits(secret, 'not.a.token', 1, 'u:5', 1_000)).toBe(false);
    expect(admits(secret, null, 1, 'u:5', 1_000)).toBe(false);
  });

  it('refuses the development default, a placeholder and a short secret in production', () => {
    expect(admissionSecret('development', DEVELOPMENT_FAIR_QUEUE_SECRET)).toBe(DEVELOPMENT_FAIR_QUEUE_SECRET);
    expect(() => admissionSecret('production', DEVELOPMENT_FAIR_QUEUE_SECRET)).toThrow(/FAIR_QUEUE_SECRET/);
    expect(() => admissionSecret('production', 'CHANGE-ME-fair-queue-secret-of-32-chars')).toThrow(
      /FAIR_QUEUE_SECRET/,
    );
    expect(() => admissionSecret('production', 'short-but-16-chars')).toThrow(/32/);
    const strong = 'f'.repeat(64);
    expect(admissionSecret('production', strong)).toBe(strong);
  });
});
