import pg from 'pg';
import type { CaughtMail } from '../../scripts/mail-catcher';
import { afterAll, beforeAll, expect } from 'vitest';
import { ipscHandgun, matchBody } from '../test/competitionData';
import { startPortal, type Portal } from '../test/portal';
import { replicasCaughtUp } from '../test/replicas';
import { eventsPerItem, holdSampler, occupancy, rushMails } from './rushInvariants';
import {
  backOffice,
  browsing,
  emptyOutcomes,
  signUpJourney,
  type Outcomes,
  type BackOfficeWork,
  type RushMatch,
} from './rushJourneys';
import { paced, rushSessions, Traffic, type Unexpected } from './rushTraffic';
import { callApi, day, login } from '../test/session';

/** the rush: 3,000 shooters; `npm test` runs it with fewer (docs/replicas.md, the proof) */
export const USERS = Number(process.env.PROOF_USERS ?? 3000);
/** the rollout scenario's users arrive over about as long as a rollout under their load takes */
export const ROLLOUT_SPREAD_MS = Number(process.env.PROOF_ROLLOUT_SPREAD_MS ?? 240_000);
const SQUADS = 10;
const PLACES = 30;
/**
 * Between two kills: a replacement replica needs about two CPU-seconds to start, and on the two
 * cores seven of them at once would starve the survivors, which Kubernetes would start elsewhere
 */
export const KILL_GAP_MS = 3000;
/** the countdown of the rush's holds: short, so abandoned places come back during the run */
const HOLD_SECONDS = 10;

/**
 * The replica proof's stage (docs/replicas.md, the proof): `REPLICAS=2 npm start` in a process of
 * its own (two processes of every component behind balancers), the shooters signed in, and the
 * rush with public browsing and back-office work, with the invariants every run keeps. Call it in
 * a describe block: it starts the stack before the tests and stops it after them.
 */
export function rushStage() {
  let portal: Portal;
  let pool: pg.Pool;
  let admin: string;
  let sessions: string[];

  beforeAll(async () => {
    // one address for thousands of shooters: far above a person's rate
    portal = await startPortal({ RATE_LIMIT_POINTS: '10000000', RATE_LIMIT_SESSION_POINTS: '10000000' }, 2);
    pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    admin = await login(portal.url, 'admin', 'Admin123!');
    sessions = await rushSessions(portal.url, portal.infra.databaseUrl, USERS);
    const types = await callApi<{ content: { id: number; name: string }[] }>(
      portal.url,
      'competitionTypes?size=200',
      admin,
    );
    const handgun = types.content.find((type) => type.name === 'IPSC Handgun')!;
    await callApi(portal.url, `competitionTypes/${handgun.id}`, admin, {
      method: 'PUT',
      body: { name: handgun.name, signupReservationTimeout: HOLD_SECONDS, isDefault: true },
    });
  }, 420_000); // fourteen processes to start on two cores beside the other test files
  afterAll(async () => {
    await pool?.end();
    await portal?.stop();
  });

  /** A match of SQUADS squads of PLACES places and 5 waiting slots each, open now. */
  const rushMatch = async (name: string): Promise<RushMatch> => {
    const ipsc = await ipscHandgun(portal.url, admin);
    const club = await callApi<{ id: number }>(portal.url, 'clubs', admin, {
      method: 'POST',
      body: {
        name: `SV ${name}`,
        longName: `SV ${name}`,
        address: 'Hauptstraße 1',
        zip: '4600',
        city: 'Wels',
        country: 'at',
      },
    });
    const body = matchBody(
      ipsc,
      { date: day(40), registrationStart: day(0), registrationEnd: day(30) },
      { name, club: { id: club.id } },
    );
    const squads = Array.from({ length: SQUADS }, (_, i) => ({
      ...body.squads[0]!,
      name: `Rotte ${i + 1}`,
      squadSize: PLACES,
      maxWaitingListSize: 5,
    }));
    const created = await callApi<{ id: number; squads: { id: number }[] }>(
      portal.url,
      'competitions',
      admin,
      {
        method: 'POST',
        body: { ...body, squads },
      },
    );
    await replicasCaughtUp(portal.infra);
    return {
      ipsc,
      competitionId: created.id,
      squadIds: created.squads.map((s) => s.id),
      holdSeconds: HOLD_SECONDS,
    };
  };

  /** The rush, browsing and back-office work until `during` ends; then the system settles. */
  const rushDuring = async (match: RushMatch, spreadMs: number, during: Promise<unknown>) => {
    const traffic = new Traffic();
    const outcomes = emptyOutcomes();
    const holds = holdSampler(pool);
    let running = true;
    const visitors = Promise.all([1, 2].map(() => browsing(traffic, portal.url, match, () => running)));
    const office = backOffice(traffic, portal.url, admin, outcomes, () => running);
    const users = paced(USERS, spreadMs, 60, (i) =>
      signUpJourney(traffic, portal.url, match, sessions[i]!, i, outcomes),
    );
    await Promise.all([users, during]);
    running = false;
    const [work] = await Promise.all([office, visitors]);
    traffic.close();
    // every hold left behind ends within its countdown and a second; every event reaches its consumer
    await new Promise((r) => setTimeout(r, (HOLD_SECONDS + 2) * 1000));
    await replicasCaughtUp(portal.infra);
    const late = await holds.stop();
    return { traffic, outcomes, work, late };
  };

  /**
   * The invariants every run keeps, whatever happened to the replicas. `cut` tells a call a kill
   * cut off: its first try may have been applied by the killed replica, so a second try (the
   * gateway's, or a person clicking again) may meet the result, e.g. NO_ITEMS_IN_CART after a
   * checkout; the events, not such answers, then say what happened.
   */
  const expectInvariants = async (
    match: RushMatch,
    run: Awaited<ReturnType<typeof rushDuring>>,
    cut: (call: { started: number; ended: number }) => boolean = () => false,
    cutMail: (mail: CaughtMail) => boolean = () => false,
  ) => {
    const { outcomes, work } = run;
    const notCut = (list: Unexpected[]) => list.filter((u) => !cut(u)).map((u) => u.what);
    expect(notCut(outcomes.unexpected)).toEqual([]);
    expect(notCut(work.unexpected)).toEqual([]);
    expect(run.late.late, 'holds more than 1 s past their countdown').toEqual([]);
    const places = await occupancy(pool, match.squadIds);
    expect(places.oversold).toEqual([]);
    expect(places.drifted).toEqual([]);
    expect(outcomes.checkedOut.length).toBeGreaterThan(SQUADS * PLACES * 0.5);
    expect(outcomes.abandoned.length).toBeGreaterThan(0);
    expect(outcomes.full).toBeGreaterThan(0);
    // each checkout, cancellation and payment happened once and was announced once
    const items = outcomes.checkedOut.map((c) => c.itemId);
    const once = (counts: Map<number, number>, ids: number[]) => ids.filter((id) => counts.get(id) !== 1);
    expect(once(await eventsPerItem(pool, 'registration.order-item.signed-on', items), items)).toEqual([]);
    const cancelled = outcomes.cancelled.map((c) => c.itemId);
    expect(
      once(await eventsPerItem(pool, 'registration.order-item.cancelled', cancelled), cancelled),
    ).toEqual([]);
    expect(work.paid.length).toBeGreaterThan(0);
    expect(
      once(await eventsPerItem(pool, 'registration.order-item.payment-changed', work.paid), work.paid),
    ).toEqual([]);
    const mails = await rushMails(pool, portal.mail.messages(), cutMail);
    expect(mails.wrong).toEqual([]);
    expect(mails.mails).toBeGreaterThanOrEqual(items.length);
    await expectUploadsEverywhere(work);
    expect(work.exports.length).toBeGreaterThan(0);
    return { mailCopies: mails.copies };
  };

  /** Every upload answers with its bytes from each catalog replica, not only the one that took it. */
  const expectUploadsEverywhere = async (work: BackOfficeWork) => {
    expect(work.uploads.length).toBeGreaterThan(0);
    for (const port of (await portal.replicated!.ports()).catalog!)
      for (const upload of work.uploads) {
        const response = await fetch(`http://127.0.0.1:${port}/api/download`, {
          method: 'POST',
          headers: { authorization: admin, 'content-type': 'application/json' },
          body: JSON.stringify({ id: upload.id }),
        });
        expect(response.status, `upload ${upload.id} at :${port}`).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(upload.bytes)).toBe(true);
      }
  };

  return {
    get portal() {
      return portal;
    },
    rushMatch,
    rushDuring,
    expectInvariants,
  };
}

interface RushRun {
  traffic: Traffic;
  outcomes: Outcomes;
  late: { late: string[]; samples: number };
}

export function summary({ traffic: { calls, replayed }, outcomes, late }: RushRun): string {
  const durations = calls.map((c) => c.ended - c.started).sort((a, b) => a - b);
  const p99 = durations[Math.floor(durations.length * 0.99)] ?? 0;
  return (
    `${calls.length} calls, p99 ${p99.toFixed(0)} ms, ${replayed} sent again after the keep-alive race; ` +
    `${outcomes.checkedOut.length} checked out, ${outcomes.cancelled.length} cancelled, ${outcomes.full} full, ` +
    `${outcomes.expired} back after their countdown; holds sampled ${late.samples} times`
  );
}
