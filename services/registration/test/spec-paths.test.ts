import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, shooterToken, userPayload, type Json } from './support';

const OWNER = 731;
const OTHER = 732;
const DEPUTY = 733;
const CLUB = 1;

/**
 * The spec's call paths served by the existing steps (docs/api-paths-and-keys.md): the token-less
 * publicResources/orderItems/{id} (read, save) and publicResources/orderItems/cancel/{id} for the
 * signed-in owner or deputy, orderItems/list/{id} for an order's administrators, and GET squads
 * with orderItemId and excludeFullSquads. Everybody else finds nothing, and nothing changes.
 */
describe('spec paths: token-less own item, cancel/{id}, orderItems/list/{id}, GET squads', () => {
  let r: Registrations;
  let base: string;
  const tokens: Record<string, string> = {};
  const query = <T = Json>(text: string, values: unknown[] = []) => r.query<T>(text, values);
  const item = async (id: number) =>
    (
      await query(
        `SELECT first_name, squad_id, cancelled, waiting_list FROM registration.order_items WHERE id = $1`,
        [id],
      )
    )[0];
  const occupancy = async (squadId: number) =>
    (
      await query(`SELECT taken, waiting FROM registration.squad_occupancy WHERE squad_id = $1`, [squadId])
    )[0];
  const signUp = async (competitionId: number, squadId: number, caller?: string) => {
    const done = await signUpOverHttp(base, competitionId, squadId, caller);
    return { id: done.itemId, orderId: done.orderId, token: done.token, waitingList: done.waitingList };
  };
  const competition = (id: number, squads: Parameters<typeof competitionSnapshot>[1], clubId = CLUB) =>
    r.publishCompetition(
      competitionSnapshot(id, squads, {
        club: { id: clubId, name: `Club ${clubId}`, hasBankInformation: true },
      }),
      1,
    );

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'specpaths');
    base = r.bases[0]!;
    for (const [id, deputies] of [
      [OWNER, [DEPUTY]],
      [OTHER, []],
      [DEPUTY, []],
    ] as const)
      await r.publishUserPayload(
        userPayload(id, { locale: 'en', clubId: CLUB, deputyUserIds: [...deputies] }),
      );
    await r.publishReference('divisions', 7, 'Open');
    tokens.owner = await shooterToken(r.keys, OWNER, { clubId: CLUB });
    tokens.other = await shooterToken(r.keys, OTHER, { clubId: CLUB });
    tokens.deputy = await shooterToken(r.keys, DEPUTY, { clubId: CLUB });
    tokens.clubAdmin = await r.clubAdminToken(CLUB);
    tokens.otherClubAdmin = await r.clubAdminToken(2);
    tokens.admin = await r.adminToken();
  });
  afterAll(async () => {
    await r?.stop();
  });

  it('publicResources/orderItems/{id} without a token: the owner and the deputy read and save; nobody else', async () => {
    await competition(1, [{ id: 11, squadSize: 3, maxWaitingListSize: 0 }]);
    const mine = await signUp(1, 11, tokens.owner);

    const read = await call(base, 'GET', `publicResources/orderItems/${mine.id}`, undefined, tokens.owner);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: mine.id, squadId: 11 });
    expect(
      (await call(base, 'GET', `publicResources/orderItems/${mine.id}`, undefined, tokens.deputy)).status,
    ).toBe(200);
    for (const who of ['other', 'clubAdmin'] as const) {
      const answer = await call(base, 'GET', `publicResources/orderItems/${mine.id}`, undefined, tokens[who]);
      expect({ who, status: answer.status, error: answer.body.error }).toEqual({
        who,
        status: 404,
        error: 'ORDER_ITEM_NOT_FOUND',
      });
    }
    expect((await call(base, 'GET', `publicResources/orderItems/${mine.id}`)).status).toBe(401);

    const body = {
      firstName: 'Berta',
      lastName: 'Größ',
      divisionId: 7,
      competitionClassId: 1,
      factorId: 1,
      squadId: 11,
    };
    const refused = await call(base, 'PUT', `publicResources/orderItems/${mine.id}`, body, tokens.other);
    expect(refused.status).toBe(404);
    const bad = await call(
      base,
      'PUT',
      `publicResources/orderItems/${mine.id}`,
      { ...body, firstName: 'B' },
      tokens.owner,
    );
    expect(bad.status).toBe(400);
    expect((await item(mine.id))!.first_name).not.toBe('Berta');
    const saved = await call(base, 'PUT', `publicResources/orderItems/${mine.id}`, body, tokens.owner);
    expect(saved.status).toBe(200);
    expect(await item(mine.id)).toMatchObject({ first_name: 'Berta' });
  });

  it('publicResources/orderItems/cancel/{id}: racing cancels free the place once and move the waiting entry up', async () => {
    await competition(2, [{ id: 21, squadSize: 1, maxWaitingListSize: 1 }]);
    const mine = await signUp(2, 21, tokens.owner);
    const waiting = await signUp(2, 21, tokens.other);
    expect(waiting.waitingList).toBe(true);

    for (const who of ['other', 'clubAdmin'] as const)
      expect(
        (await call(base, 'PUT', `publicResources/orderItems/cancel/${mine.id}`, undefined, tokens[who]))
          .status,
      ).toBe(404);
    expect((await call(base, 'PUT', `publicResources/orderItems/cancel/${mine.id}`)).status).toBe(401);
    expect(await item(mine.id)).toMatchObject({ cancelled: false });

    // the owner and the deputy cancel at the same time while a third shooter signs up
    const third = await shooterToken(r.keys, 734, { clubId: CLUB });
    const answers = await Promise.all([
      call(base, 'PUT', `publicResources/orderItems/cancel/${mine.id}`, undefined, tokens.owner),
      call(base, 'PUT', `publicResources/orderItems/cancel/${mine.id}`, undefined, tokens.deputy),
      signUpOverHttp(base, 2, 21, third).then(
        (done) => ({ status: 200, body: { waitingList: done.waitingList } as Json }),
        () => ({ status: 409, body: {} as Json }),
      ),
    ]);
    const cancels = answers.slice(0, 2).map((answer) => answer.status);
    expect(cancels.sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)!.body).toMatchObject({
      message: 'SUCCESS_ORDER_ITEM_CANCEL',
    });
    expect(await item(mine.id)).toMatchObject({ cancelled: true });
    expect(await item(waiting.id)).toMatchObject({ waiting_list: false, cancelled: false });
    // one place, one member; the third is on the waiting list or refused, never over the size
    const seats = await occupancy(21);
    expect(seats!.taken).toBe(1);
    expect(seats!.waiting).toBeLessThanOrEqual(1);
    const rows = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id
       WHERE i.squad_id = 21 AND NOT i.cancelled AND NOT i.released AND NOT i.waiting_list AND o.status = 'RESERVED'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('orderItems/list/{id}: the order’s items for its club’s admins and the admins (content, totalElements)', async () => {
    await competition(3, [{ id: 31, squadSize: 3, maxWaitingListSize: 0 }]);
    const mine = await signUp(3, 31, tokens.owner);
    for (const who of ['admin', 'clubAdmin'] as const) {
      const answer = await call(base, 'GET', `orderItems/list/${mine.orderId}`, undefined, tokens[who]);
      expect({ who, status: answer.status }).toEqual({ who, status: 200 });
      expect(answer.body.totalElements).toBe(1);
      expect(answer.body.content.map((row: Json) => row.id)).toEqual([mine.id]);
    }
    const foreign = await call(
      base,
      'GET',
      `orderItems/list/${mine.orderId}`,
      undefined,
      tokens.otherClubAdmin,
    );
    expect(foreign.status).toBe(404);
    expect((await call(base, 'GET', `orderItems/list/${mine.orderId}`, undefined, tokens.owner)).status).toBe(
      403,
    );
    expect((await call(base, 'GET', 'orderItems/list/abc', undefined, tokens.admin)).status).toBe(400);
  });

  it('GET squads: excludeFullSquads drops full squads but keeps the item’s own; only who reaches the item', async () => {
    await competition(4, [
      { id: 41, squadSize: 1, maxWaitingListSize: 0 },
      { id: 42, squadSize: 1, maxWaitingListSize: 0 },
      { id: 43, squadSize: 2, maxWaitingListSize: 0 },
    ]);
    await competition(5, [{ id: 51, squadSize: 2, maxWaitingListSize: 0 }], 2);
    const mine = await signUp(4, 41, tokens.owner);
    await signUp(4, 42, tokens.other);
    const ids = (body: Json) => body.content.map((row: Json) => row.id);

    const own = await call(
      base,
      'GET',
      `squads?orderItemId=${mine.id}&excludeFullSquads=true`,
      undefined,
      tokens.owner,
    );
    expect(own.status).toBe(200);
    expect(ids(own.body)).toEqual([41, 43]);
    expect(own.body.totalElements).toBe(2);
    expect(own.body.content[0]).toMatchObject({ id: 41, full: true, taken: 1, size: 1 });
    const all = await call(
      base,
      'GET',
      `squads?competitionId=4&orderItemId=${mine.id}`,
      undefined,
      tokens.deputy,
    );
    expect(ids(all.body)).toEqual([41, 42, 43]);
    const admin = await call(
      base,
      'GET',
      'squads?competitionId=4&excludeFullSquads=true',
      undefined,
      tokens.clubAdmin,
    );
    expect(ids(admin.body)).toEqual([43]);

    const refusals: [string, string, number, string][] = [
      [`squads?orderItemId=${mine.id}`, 'other', 404, 'ORDER_ITEM_NOT_FOUND'],
      [`squads?orderItemId=${mine.id}`, 'otherClubAdmin', 404, 'ORDER_ITEM_NOT_FOUND'],
      [`squads?competitionId=5&orderItemId=${mine.id}`, 'owner', 404, 'ORDER_ITEM_NOT_FOUND'],
      ['squads?competitionId=4', 'owner', 403, 'PERMISSION_DENIED'],
      ['squads?competitionId=5', 'clubAdmin', 403, 'PERMISSION_DENIED'],
      ['squads', 'admin', 400, 'FIELD_IS_REQUIRED'],
      ['squads?competitionId=4&excludeFullSquads=yes', 'admin', 400, 'FIELD_INVALID'],
      ['squads?competitionId=4&unknown=1', 'admin', 400, 'UNKNOWN_FIELD'],
    ];
    for (const [path, who, status, error] of refusals) {
      const answer = await call(base, 'GET', path, undefined, tokens[who]);
      expect({ path, who, status: answer.status }).toEqual({ path, who, status });
      expect(JSON.stringify(answer.body)).toContain(error);
    }
  });
});
