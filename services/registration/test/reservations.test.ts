import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeItemIn } from '../src/domain/orders/free-item';
import { reserveBody, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken } from './support';

const CLUB_2 = { id: 2, name: 'SV Zwei', hasBankInformation: true };
const FUTURE = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** Named reservations: CRUD with its permissions, and their effect on sign-up. */
describe('reservations', () => {
  let r: Registrations;
  let admin: string;

  const count = async () =>
    Number((await r.query<{ n: string }>('SELECT count(*) AS n FROM registration.reservations'))[0]!.n);
  const create = async (body: Record<string, unknown>, token = admin) => {
    const answer = await call(r.bases[0]!, 'POST', 'reservations', body, token);
    expect(answer.status).toBe(201);
    return answer.body as { id: number };
  };
  const prepare = (
    competitionId: number,
    squadId: number,
    token: string,
    extra: Record<string, unknown> = {},
  ) =>
    call(
      r.bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(competitionId, squadId, extra),
      token,
    );

  beforeAll(async () => {
    r = await startRegistrations(1);
    admin = await r.adminToken();
    for (const id of [31, 32, 33, 34, 35, 36, 37, 38, 39, 40]) await r.publishUser(id, `user${id}`);
    for (const id of [7, 8]) await r.publishReference('divisions', id, `Division ${id}`);
    await r.publishReference('competitionClasses', 1, 'Open');
    await r.publishReference('factors', 2, 'Minor');
    await r.publishCompetition(
      competitionSnapshot(300, [{ id: 3000, squadSize: 10, maxWaitingListSize: 0, divisionIds: [7, 8] }], {
        nationalCompetition: true,
      }),
    );
    await r.publishCompetition(
      competitionSnapshot(301, [{ id: 3010, squadSize: 10, maxWaitingListSize: 0 }]),
    );
    await r.publishCompetition(
      competitionSnapshot(302, [{ id: 3020, squadSize: 10, maxWaitingListSize: 0 }], {
        club: CLUB_2,
      } as never),
    );
    await r.publishCompetition(
      competitionSnapshot(303, [{ id: 3030, squadSize: 10, maxWaitingListSize: 0 }], {
        nationalCompetition: true,
      }),
    );
  });
  afterAll(async () => {
    await r?.stop();
  });

  it('when an admin creates, edits and reads a reservation then every field round-trips', async () => {
    const validUntil = FUTURE();
    const created = await create({
      users: [32, 31],
      competitions: [301],
      divisions: [7],
      competitionClasses: [1],
      factors: [2],
      qualification: false,
      maxReservations: 2,
      validUntil,
    });
    expect(created).toMatchObject({
      users: [32, 31],
      competitions: [301],
      divisions: [7],
      competitionClasses: [1],
      factors: [2],
      qualification: false,
      maxReservations: 2,
      validUntil,
      userNames: [
        { id: 31, username: 'user31' },
        { id: 32, username: 'user32' },
      ],
      competitionNames: [{ id: 301, name: 'Match 301' }],
    });
    const edited = await call(
      r.bases[0]!,
      'PUT',
      `reservations/${created.id}`,
      { users: [31], competitions: [302], maxReservations: null, validUntil: null, qualification: true },
      admin,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: created.id,
      users: [31],
      competitions: [302],
      divisions: [],
      maxReservations: null,
      validUntil: null,
      qualification: true,
    });
    const read = (token: string | undefined, id = created.id) =>
      call(r.bases[0]!, 'GET', `reservations/${id}`, undefined, token);
    expect((await read(admin)).body).toEqual(edited.body);
    expect((await read(await shooterToken(r.keys, 31))).status).toBe(200);
    expect((await read(await shooterToken(r.keys, 32))).body).toEqual({ error: 'PERMISSION_DENIED' });
    expect((await read(undefined)).status).toBe(401);
    expect((await read(admin, 999_999)).status).toBe(404);
  });

  it('when shooters list reservations then they see only their own (the profile tab: page 0, size 10)', async () => {
    const own = await create({ users: [33], competitions: [301] });
    await create({ users: [34], competitions: [301] });
    const shooter = await shooterToken(r.keys, 33);
    const list = await call(r.bases[0]!, 'GET', 'reservations?page=0&size=10&userId=33', undefined, shooter);
    expect(list.body.totalElements).toBe(1);
    expect(list.body.content.map((x: { id: number }) => x.id)).toEqual([own.id]);
    const unfiltered = await call(r.bases[0]!, 'GET', 'reservations', undefined, shooter);
    expect(unfiltered.body.content.map((x: { id: number }) => x.id)).toEqual([own.id]);
    const foreign = await call(r.bases[0]!, 'GET', 'reservations?userId=34', undefined, shooter);
    expect(foreign).toEqual({ status: 403, body: { error: 'PERMISSION_DENIED' } });
    const all = await call(r.bases[0]!, 'GET', 'reservations?size=100&sort=id,asc', undefined, admin);
    expect(all.body.totalElements).toBe(await count());
    const ids = all.body.content.map((x: { id: number }) => x.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });

  it('when a club admin manages reservations then only for their own club’s competitions', async () => {
    const clubAdmin = await r.clubAdminToken(1);
    const mine = await create({ users: [35], competitions: [301] }, clubAdmin);
    const before = await count();
    for (const competitions of [[302], [301, 302], []]) {
      const refused = await call(
        r.bases[0]!,
        'POST',
        'reservations',
        { users: [35], competitions },
        clubAdmin,
      );
      expect(refused).toEqual({ status: 403, body: { error: 'PERMISSION_DENIED', field: 'competitions' } });
    }
    const theirs = await create({ users: [35], competitions: [302] });
    const edit = await call(
      r.bases[0]!,
      'PUT',
      `reservations/${theirs.id}`,
      { users: [35], competitions: [301] },
      clubAdmin,
    );
    expect(edit).toEqual({ status: 403, body: { error: 'PERMISSION_DENIED' } });
    const widen = await call(
      r.bases[0]!,
      'PUT',
      `reservations/${mine.id}`,
      { users: [35], competitions: [302] },
      clubAdmin,
    );
    expect(widen.status).toBe(403);
    const seen = await call(r.bases[0]!, 'GET', 'reservations?size=100', undefined, clubAdmin);
    const seenIds = seen.body.content.map((x: { id: number }) => x.id);
    expect(seenIds).toContain(mine.id);
    expect(seenIds).not.toContain(theirs.id);
    expect((await call(r.bases[0]!, 'GET', `reservations/${theirs.id}`, undefined, clubAdmin)).status).toBe(
      403,
    );
    expect(
      (await call(r.bases[0]!, 'GET', `reservations/${mine.id}`, undefined, await r.clubAdminToken(2)))
        .status,
    ).toBe(403);
    expect(await count()).toBe(before + 1);
    const shooter = await shooterToken(r.keys, 35);
    expect(
      (await call(r.bases[0]!, 'POST', 'reservations', { users: [35], competitions: [301] }, shooter)).status,
    ).toBe(403);
  });

  it('when the input is wrong then the key answers and nothing is written', async () => {
    const existing = await create({ users: [36], competitions: [301], maxReservations: 3 });
    const before = await count();
    const cases: [unknown, string][] = [
      [{ users: [], competitions: [301] }, 'FIELD_IS_REQUIRED'],
      [{ competitions: [301] }, 'FIELD_IS_REQUIRED'],
      [{ users: [999] }, 'NO_USER'],
      [{ users: [36], competitions: [999] }, 'COMPETITION_DOESNT_EXIST'],
      [{ users: [36], maxReservations: 0 }, 'FIELD_INVALID'],
      [{ users: [36], maxReservations: 1.5 }, 'FIELD_INVALID'],
      [{ users: [36], validUntil: 'tomorrow' }, 'FIELD_INVALID'],
      [{ users: ['36'] }, 'FIELD_INVALID'],
      [{ users: [2147483648] }, 'FIELD_INVALID'],
      [{ users: [36], divisions: [999] }, 'FIELD_INVALID'],
      [{ users: [36], competitionClasses: [999] }, 'FIELD_INVALID'],
      [{ users: [36], factors: [2147483648] }, 'FIELD_INVALID'],
      [{ users: [36], extra: 1 }, 'UNKNOWN_FIELD'],
    ];
    for (const [body, error] of cases) {
      const created = await call(r.bases[0]!, 'POST', 'reservations', body, admin);
      expect({ body, error: created.body.error }).toEqual({ body, error });
      const edited = await call(r.bases[0]!, 'PUT', `reservations/${existing.id}`, body, admin);
      expect({ body, error: edited.body.error }).toEqual({ body, error });
    }
    expect(await count()).toBe(before);
    const unchanged = await call(r.bases[0]!, 'GET', `reservations/${existing.id}`, undefined, admin);
    expect(unchanged.body).toMatchObject({ users: [36], competitions: [301], maxReservations: 3 });
    expect((await call(r.bases[0]!, 'PUT', 'reservations/999999', { users: [36] }, admin)).status).toBe(404);
    expect((await call(r.bases[0]!, 'GET', 'reservations/abc', undefined, admin)).status).toBe(400);
  });

  it('when a user holds a valid reservation then they sign up without a code, up to maxReservations, with its divisions only', async () => {
    const reservation = await create({
      users: [37, 38],
      competitions: [300],
      divisions: [7],
      maxReservations: 1,
      validUntil: FUTURE(),
    });
    const a = await shooterToken(r.keys, 37);
    const b = await shooterToken(r.keys, 38);
    const check = await call(
      r.bases[0]!,
      'GET',
      'publicResources/preRegistrationCheck/300?squadId=3000&cartId=abc',
      undefined,
      a,
    );
    expect(check.body).toMatchObject({ competitionId: 300, codeRequired: false, codeWaived: false });
    expect(check.body.reservation).toMatchObject({
      id: reservation.id,
      maxReservations: 1,
      usedReservations: 0,
      divisions: [7],
    });

    const held = await prepare(300, 3000, a);
    expect(held.status).toBe(200);
    const full = await prepare(300, 3000, b);
    expect(full).toEqual({ status: 409, body: { error: 'NO_RESERVATION_LIMIT', field: 'reservationCode' } });
    expect(
      (await call(r.bases[0]!, 'GET', 'publicResources/reservationCheck/300', undefined, b)).body,
    ).toMatchObject({
      id: reservation.id,
      usedReservations: 1,
    });
    expect(
      (await call(r.bases[0]!, 'GET', 'publicResources/preRegistrationCheck/300', undefined, b)).body
        .codeRequired,
    ).toBe(true);

    const token = held.body.orderItems[0].token as string;
    const wrong = await call(
      r.bases[0]!,
      'POST',
      'publicResources/reserveOrder',
      reserveBody(token, { divisionId: 8 }),
      a,
    );
    expect(wrong).toEqual({
      status: 400,
      body: { error: 'DIVISION_NOT_IN_COMPETITION', field: 'divisionId' },
    });
    const reserved = await call(r.bases[0]!, 'POST', 'publicResources/reserveOrder', reserveBody(token), a);
    expect(reserved.status).toBe(200);
    expect((await prepare(300, 3000, b)).body.error).toBe('NO_RESERVATION_LIMIT');

    // the registration is freed (a cancel): the reservation has room again
    await r.services[0]!.ctx.db.transaction((tx) => freeItemIn(tx, held.body.orderItems[0].id));
    expect((await prepare(300, 3000, b)).status).toBe(200);
  });

  it('when users race for the last registrations of a reservation then exactly maxReservations win', async () => {
    const users = [31, 32, 33, 34, 35, 36];
    await create({ users, competitions: [303], maxReservations: 2 });
    const tokens = await Promise.all(users.map((id) => shooterToken(r.keys, id)));
    const answers = await Promise.all(tokens.map((token) => prepare(303, 3030, token)));
    const outcome = answers.map((a) => (a.status === 200 ? 'hold' : a.body.error));
    expect(outcome.filter((o) => o === 'hold')).toHaveLength(2);
    expect(outcome.filter((o) => o === 'NO_RESERVATION_LIMIT')).toHaveLength(4);
  });

  it('when a reservation is past, for another competition or absent then the code is required', async () => {
    await create({
      users: [39],
      competitions: [300],
      validUntil: new Date(Date.now() - 60_000).toISOString(),
    });
    await create({ users: [39, 40], competitions: [301] });
    const shooter = await shooterToken(r.keys, 39);
    // the past reservation is named: NO_VALID_UNTIL (the code is still what lets them in)
    expect(await prepare(300, 3000, shooter)).toEqual({
      status: 409,
      body: { error: 'NO_VALID_UNTIL', field: 'reservationCode' },
    });
    expect(await prepare(300, 3000, await shooterToken(r.keys, 40))).toEqual({
      status: 400,
      body: { error: 'SQUAD_REQUIRE_CODE', field: 'reservationCode' },
    });
    expect(
      (await call(r.bases[0]!, 'GET', 'publicResources/reservationCheck/300', undefined, shooter)).body,
    ).toBeNull();
    expect((await call(r.bases[0]!, 'GET', 'publicResources/reservationCheck/300')).body).toBeNull();
    const check = await call(
      r.bases[0]!,
      'GET',
      'publicResources/preRegistrationCheck/300',
      undefined,
      shooter,
    );
    expect(check.body).toEqual({
      competitionId: 300,
      codeRequired: true,
      codeWaived: false,
      reservation: null,
    });
    const asAdmin = await call(
      r.bases[0]!,
      'GET',
      'publicResources/preRegistrationCheck/300',
      undefined,
      admin,
    );
    expect(asAdmin.body).toMatchObject({ codeRequired: false, codeWaived: true });
    expect(
      (await call(r.bases[0]!, 'GET', 'publicResources/preRegistrationCheck/301')).body.codeRequired,
    ).toBe(false);
    expect((await call(r.bases[0]!, 'GET', 'publicResources/preRegistrationCheck/999')).status).toBe(404);
    expect(
      (await call(r.bases[0]!, 'GET', 'publicResources/preRegistrationCheck/300?squadId=3010')).status,
    ).toBe(404);
  });

  it('when a qualification reservation lists a competition then everybody else needs a code for it', async () => {
    await r.publishCompetition(
      competitionSnapshot(304, [{ id: 3040, squadSize: 10, maxWaitingListSize: 0 }]),
    );
    const outsider = await shooterToken(r.keys, 40);
    expect(
      (await call(r.bases[0]!, 'GET', 'publicResources/preRegistrationCheck/304', undefined, outsider)).body
        .codeRequired,
    ).toBe(false);
    await create({ users: [31], competitions: [304], qualification: true });
    expect(
      (await call(r.bases[0]!, 'GET', 'publicResources/preRegistrationCheck/304', undefined, outsider)).body
        .codeRequired,
    ).toBe(true);
    expect((await prepare(304, 3040, outsider)).body.error).toBe('SQUAD_REQUIRE_CODE');
    const qualified = await shooterToken(r.keys, 31);
    expect(
      (await call(r.bases[0]!, 'GET', 'publicResources/preRegistrationCheck/304', undefined, qualified)).body
        .codeRequired,
    ).toBe(false);
    expect((await prepare(304, 3040, qualified)).status).toBe(200);
  });
});
