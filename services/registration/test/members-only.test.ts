import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prepareOverHttp,
  reserveBody,
  signUpOverHttp,
  startRegistrations,
  type Registrations,
} from './harness';
import { call, competitionSnapshot, listedSquad, prepareBody, shooterToken, userPayload } from './support';

/**
 * INTERNAL means members only (issue 20 item 5): every registration path answers an outsider as
 * for an unknown competition, as catalog's page does; members, the club's admin and admins pass.
 */
describe('members-only competitions', () => {
  let r: Registrations;
  let base: string;
  const tokens: Record<string, string> = {};
  const INTERNAL = { viewType: 'INTERNAL', payOnSite: true } as const;
  const notFound = { status: 404, body: { error: 'COMPETITION_DOESNT_EXIST' } };

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'membersonly');
    base = r.bases[0]!;
    // 700: INTERNAL of club 1; 701: a squad that is full; 702: ALL, turned INTERNAL after sign-ups
    await r.publishCompetition(
      competitionSnapshot(700, [listedSquad(7001, 3, 1), listedSquad(7002, 3, 1)], INTERNAL),
    );
    await r.publishCompetition(
      competitionSnapshot(701, [{ id: 7011, squadSize: 1, maxWaitingListSize: 0 }], INTERNAL),
    );
    await r.publishCompetition(
      competitionSnapshot(702, [{ id: 7021, squadSize: 5, maxWaitingListSize: 0 }], { payOnSite: true }),
    );
    tokens.member = await shooterToken(r.keys, 801, { clubId: 1 });
    tokens.member2 = await shooterToken(r.keys, 802, { clubId: 1 });
    tokens.outsider = await shooterToken(r.keys, 803, { clubId: 2 });
    tokens.outsider2 = await shooterToken(r.keys, 804, { clubId: null });
    tokens.clubAdmin = await r.clubAdminToken(1);
    tokens.otherClubAdmin = await r.clubAdminToken(2);
    tokens.admin = await r.adminToken();
  });
  afterAll(() => r?.stop());

  const occupancy = async (squadId: number) =>
    (
      await r.query<{ taken: number; held: number; waiting: number }>(
        'SELECT taken, held, waiting FROM registration.squad_occupancy WHERE squad_id = $1',
        [squadId],
      )
    )[0];

  it('prepareOrder refuses outsiders (one squad and the multiple waiting list) and writes nothing', async () => {
    for (const name of ['outsider', 'outsider2', 'otherClubAdmin']) {
      expect(
        await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(700, 7001), tokens[name]),
      ).toEqual(notFound);
      expect(
        await call(
          base,
          'POST',
          'publicResources/prepareOrder',
          prepareBody(700, 0, { squadIds: [7001, 7002] }),
          tokens[name],
        ),
      ).toEqual(notFound);
    }
    expect(await occupancy(7001)).toEqual({ taken: 0, held: 0, waiting: 0 });
    expect(await r.query('SELECT 1 FROM registration.orders')).toEqual([]);
    // members, the club's admin and admins sign up
    for (const name of ['member', 'clubAdmin', 'admin'])
      expect((await prepareOverHttp(base, 700, 7001, tokens[name])).first.squadId).toBe(7001);
  });

  it('a full INTERNAL squad answers an outsider 404 (the full-squad shortcut tells nothing), a member SQUAD_FULL', async () => {
    await signUpOverHttp(base, 701, 7011, tokens.member2, { divisionId: 7 });
    expect(
      await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(701, 7011), tokens.outsider),
    ).toEqual(notFound);
    expect(
      await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(701, 7011), tokens.member),
    ).toEqual({
      status: 409,
      body: { error: 'SQUAD_FULL' },
    });
  });

  it('signing up others: an admin may sign up anybody, a club admin its club’s members', async () => {
    await r.publishUserPayload(userPayload(805, { clubId: 2, clubMembership: 'CONFIRMED' }));
    await r.publishUserPayload(userPayload(806, { clubId: 1, clubMembership: 'CONFIRMED' }));
    const forUser = (userId: number) => prepareBody(700, 7002, { userId });
    expect(
      (await call(base, 'POST', 'publicResources/prepareOrder', forUser(805), tokens.admin)).status,
    ).toBe(200);
    expect(
      (await call(base, 'POST', 'publicResources/prepareOrder', forUser(806), tokens.clubAdmin)).status,
    ).toBe(200);
  });

  it('reserveOrder, subscriptionInfo and checkout refuse an outsider once the competition is INTERNAL', async () => {
    const held = await prepareOverHttp(base, 702, 7021, tokens.outsider);
    const reserved = await signUpOverHttp(base, 702, 7021, tokens.outsider2, { divisionId: 7 });
    expect(
      (await call(base, 'GET', 'publicResources/subscriptionInfo/702/0', undefined, tokens.outsider)).status,
    ).toBe(200);
    await r.publishCompetition(
      competitionSnapshot(702, [{ id: 7021, squadSize: 5, maxWaitingListSize: 0 }], INTERNAL),
      2,
    );
    expect(
      await call(
        base,
        'POST',
        'publicResources/reserveOrder',
        reserveBody(held.first.token, { divisionId: 7 }),
        tokens.outsider,
      ),
    ).toEqual(notFound);
    expect((await occupancy(7021))!.held).toBe(1); // still the outsider's hold, not confirmed
    for (const path of [
      'publicResources/subscriptionInfo/702/0',
      'publicResources/subscriptionInfo/702/0/7021',
    ])
      for (const token of [undefined, tokens.outsider, tokens.otherClubAdmin])
        expect(await call(base, 'GET', path, undefined, token)).toEqual(notFound);
    for (const token of [tokens.member, tokens.clubAdmin, tokens.admin])
      expect(
        (await call(base, 'GET', 'publicResources/subscriptionInfo/702/0', undefined, token)).body,
      ).toMatchObject({
        free: 3,
      });
    const cartId = reserved.reserved.cartId as number;
    expect(
      await call(
        base,
        'PUT',
        `publicResources/cart/${cartId}/submit`,
        { paymentMethod: 'PAY_ON_SITE', agbs: true },
        tokens.outsider2,
      ),
    ).toEqual(notFound);
    const cart = await r.query<{ submitted: boolean }>(
      'SELECT submitted_at IS NOT NULL AS submitted FROM registration.carts WHERE id = $1',
      [cartId],
    );
    expect(cart).toEqual([{ submitted: false }]);
  });

  it('the participants list of an INTERNAL competition is for members only', async () => {
    for (const token of [undefined, tokens.outsider])
      expect(
        await call(base, 'GET', 'publicResources/orderItems?competitionId=701', undefined, token),
      ).toEqual(notFound);
    expect(
      (await call(base, 'GET', 'publicResources/orderItems?competitionId=701', undefined, tokens.member))
        .body,
    ).toMatchObject({
      totalElements: 1,
    });
  });
});
