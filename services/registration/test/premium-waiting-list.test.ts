import { viennaDay } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken, userPayload } from './support';

/**
 * A waiting list is a premium feature (docs/premium-features.md): shooters without valid payment,
 * guests and deputies of such shooters are refused with 403 PREMIUM_FEATURE and nothing is
 * written; premium shooters, admins and club admins (signing up anyone) wait.
 */
describe('premium: joining a waiting list', () => {
  let r: Registrations;
  const ANNA = 71_001; // not premium, Bert is her deputy
  const BERT = 71_002;
  const yesterday = viennaDay(new Date(Date.now() - 86_400_000));

  const occupancy = async (squadId: number) =>
    (
      await r.query<{ taken: number; held: number; waiting: number }>(
        'SELECT taken, held, waiting FROM registration.squad_occupancy WHERE squad_id = $1',
        [squadId],
      )
    )[0]!;
  const rows = async () =>
    (
      await r.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM registration.orders) + (SELECT count(*) FROM registration.order_items) AS n`,
      )
    )[0]!.n;
  const token = (id: number, over: Record<string, unknown> = {}) => shooterToken(r.keys, id, over);
  const prepare = (competitionId: number, squadId: number, auth?: string, extra = {}) =>
    call(
      r.bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(competitionId, squadId, extra),
      auth,
    );
  /** a squad whose only place is taken by a premium shooter: waiting-list spots only */
  const waitingListOnly = async (competitionId: number, squadId: number, multipleWaitingList = false) => {
    await r.publishCompetition(
      competitionSnapshot(competitionId, [
        { id: squadId, squadSize: 1, maxWaitingListSize: 5, multipleWaitingList },
      ]),
    );
    const first = await prepare(competitionId, squadId, await token(competitionId * 10));
    expect(first.body.orderItems[0].waitingList).toBe(false);
  };
  const refused = { status: 403, body: { error: 'PREMIUM_FEATURE' } };

  beforeAll(async () => {
    r = await startRegistrations(1, { HOLD_SWEEP_INTERVAL_MS: '600000' }, 'premwait');
    await r.publishUserPayload(userPayload(ANNA, { deputyUserIds: [BERT] }));
    await r.publishUserPayload(userPayload(BERT));
  }, 60_000);
  afterAll(() => r?.stop());

  it('when a shooter without premium (none, or ended yesterday) meets a waiting-list-only squad then 403 PREMIUM_FEATURE and nothing is written', async () => {
    await waitingListOnly(710, 7101);
    const before = await rows();
    for (const paymentUntil of [null, yesterday])
      expect(await prepare(710, 7101, await token(71_100, { paymentUntil }))).toMatchObject(refused);
    expect(await rows()).toBe(before);
    expect(await occupancy(7101)).toMatchObject({ held: 1, waiting: 0 });
  });

  it('when the squad still has a place then the same shooter gets it: only waiting is premium', async () => {
    await r.publishCompetition(competitionSnapshot(711, [{ id: 7111, squadSize: 1, maxWaitingListSize: 5 }]));
    const held = await prepare(711, 7111, await token(71_101, { paymentUntil: null }));
    expect(held.status).toBe(200);
    expect(held.body.orderItems[0].waitingList).toBe(false);
  });

  it('when a guest meets a waiting-list-only squad then 403 PREMIUM_FEATURE: guests are not premium', async () => {
    await waitingListOnly(712, 7121);
    expect(await prepare(712, 7121)).toMatchObject(refused);
    expect(await occupancy(7121)).toMatchObject({ waiting: 0 });
  });

  it('when a shooter without premium joins the multiple waiting list then 403 PREMIUM_FEATURE and no slot is taken', async () => {
    await waitingListOnly(713, 7131, true);
    const before = await rows();
    const answer = await prepare(713, 0, await token(71_102, { paymentUntil: null }), { squadIds: [7131] });
    expect(answer).toMatchObject(refused);
    expect(await rows()).toBe(before);
    expect(await occupancy(7131)).toMatchObject({ waiting: 0 });
  });

  it('when a deputy signs up a represented shooter without premium then 403 PREMIUM_FEATURE', async () => {
    await waitingListOnly(714, 7141);
    const deputy = await token(BERT, { paymentUntil: null });
    expect(await prepare(714, 7141, deputy, { userId: ANNA })).toMatchObject(refused);
    expect(await occupancy(7141)).toMatchObject({ waiting: 0 });
  });

  it('when a premium shooter, a club admin, or an admin for a shooter without premium meets it then they wait', async () => {
    await waitingListOnly(715, 7151, true);
    const premium = await prepare(715, 7151, await token(71_103));
    expect(premium.status).toBe(200);
    expect(premium.body.orderItems[0].waitingList).toBe(true);

    const clubAdmin = await token(71_104, {
      roles: ['ROLE_CLUB_ADMIN'],
      permissions: ['IS_CLUB_ADMIN'],
      paymentUntil: null,
    });
    const own = await prepare(715, 7151, clubAdmin);
    expect(own.status).toBe(200);
    expect(own.body.orderItems[0].waitingList).toBe(true);

    const admin = await token(71_105, {
      roles: ['ROLE_ADMIN'],
      permissions: ['IS_ADMIN'],
      paymentUntil: null,
    });
    const forAnna = await prepare(715, 0, admin, { userId: ANNA, squadIds: [7151] });
    expect(forAnna.status).toBe(200);
    expect(forAnna.body.orderItems[0]).toMatchObject({ waitingList: true, squadIds: [7151] });
    expect(await occupancy(7151)).toMatchObject({ held: 1, waiting: 3 });
  });
});
