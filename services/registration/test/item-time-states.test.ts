import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, shooterToken, type Json } from './support';

const SECOND = 1000;
const DAY = 86_400_000;

/**
 * Registrations' time states (issue 11 item 7): `registrationEnded` when the window closes and
 * `archive` when the competition is archived, set by BullMQ jobs at those moments (the sweep is
 * held back for an hour here, so only the jobs can set them), following a cancel at once and
 * rescheduled when a newer snapshot moves the dates.
 */
describe('registration time states set by jobs', () => {
  let r: Registrations;
  let base: string;
  let admin: string;

  const states = async (itemId: number) =>
    (
      await r.query<{ registrationEnded: boolean; archive: boolean }>(
        `SELECT registration_ended AS "registrationEnded", archive FROM registration.order_items WHERE id = $1`,
        [itemId],
      )
    )[0]!;
  const until = (itemId: number, want: { registrationEnded: boolean; archive: boolean }) =>
    waitFor(async () => {
      const now = await states(itemId);
      return now.registrationEnded === want.registrationEnded && now.archive === want.archive;
    }, 20_000);

  const signUp = async (competitionId: number, squadId: number, shooter: number) =>
    (await signUpOverHttp(base, competitionId, squadId, await shooterToken(r.keys, shooter))).itemId;

  beforeAll(async () => {
    r = await startRegistrations(1, { ITEM_STATE_SWEEP_INTERVAL_MS: '3600000' }, 'itemstates');
    base = r.bases[0]!;
    admin = await r.adminToken();
  }, 60_000);
  afterAll(async () => {
    await r?.stop();
  });

  it('the window closing sets registrationEnded by its job; a later snapshot that reopens it takes it back', async () => {
    const end = () => new Date(Date.now() + 5 * SECOND).toISOString();
    const snapshot = competitionSnapshot(61, [{ id: 611, squadSize: 5, maxWaitingListSize: 0 }], {
      registrationEnd: end(),
    } as Json);
    await r.publishCompetition(snapshot);
    const itemId = await signUp(61, 611, 6101);
    expect(await states(itemId)).toEqual({ registrationEnded: false, archive: false });
    await until(itemId, { registrationEnded: true, archive: false });
    const listed = await call(base, 'GET', 'orderItems?competitionId=61', undefined, admin);
    expect(listed.body.content[0]).toMatchObject({ id: itemId, registrationEnded: true, archive: false });

    // the catalog moves the end back into the future: the state follows with the snapshot
    await r.publishCompetition(
      { ...snapshot, registrationEnd: new Date(Date.now() + 20 * DAY).toISOString() },
      2,
    );
    await until(itemId, { registrationEnded: false, archive: false });
  });

  it('a cancelled competition archives its registrations at once, an uncancel takes it back, the archive moment by its job', async () => {
    const snapshot = competitionSnapshot(62, [{ id: 621, squadSize: 5, maxWaitingListSize: 0 }]);
    await r.publishCompetition(snapshot);
    const itemId = await signUp(62, 621, 6201);
    await r.publishCompetition({ ...snapshot, cancelled: true } as Json, 2);
    await until(itemId, { registrationEnded: false, archive: true });
    await r.publishCompetition({ ...snapshot, cancelled: false } as Json, 3);
    await until(itemId, { registrationEnded: false, archive: false });

    // the competition ran yesterday and ends in 6 s: archived one day after it, by the job
    await r.publishCompetition(
      {
        ...snapshot,
        competitionDate: new Date(Date.now() - DAY + 6 * SECOND).toISOString(),
        registrationEnd: new Date(Date.now() - 2 * DAY).toISOString(),
        registrationStart: new Date(Date.now() - 3 * DAY).toISOString(),
      } as Json,
      4,
    );
    await until(itemId, { registrationEnded: true, archive: false });
    await until(itemId, { registrationEnded: true, archive: true });
  });
});
