import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '../src/domain/codes/generate';
import { VALIDATE_LIMIT } from '../src/domain/codes/validate';
import { freeItemIn } from '../src/domain/orders/free-item';
import { reserveBody, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken } from './support';

const CLUB_2 = { id: 2, name: 'SV Zwei', hasBankInformation: true };

/** Reservation codes: batches, the list, validate, and a code's life with the hold it serves. */
describe('reservation codes', () => {
  let r: Registrations;
  let admin: string;

  const codeRow = async (code: string) =>
    (
      await r.query<{ used: boolean; order_item_id: number | null }>(
        'SELECT used, order_item_id FROM registration.reservation_codes WHERE code = $1',
        [code],
      )
    )[0];
  const held = async (squadId: number) =>
    (
      await r.query<{ held: number; taken: number }>(
        'SELECT held, taken FROM registration.squad_occupancy WHERE squad_id = $1',
        [squadId],
      )
    )[0]!;
  const batch = async (competitionId: number, amount: number, token = admin) => {
    const answer = await call(r.bases[0]!, 'POST', 'reservationCodes', { amount, competitionId }, token);
    expect(answer.status).toBe(201);
    return (answer.body as { code: string }[]).map((c) => c.code);
  };
  const codeCount = async () =>
    Number((await r.query<{ n: string }>('SELECT count(*) AS n FROM registration.reservation_codes'))[0]!.n);

  beforeAll(async () => {
    r = await startRegistrations(2, { HOLD_SWEEP_INTERVAL_MS: '600000' });
    admin = await r.adminToken();
    // national competitions of club 1 (200, 201, 203) and of club 2 (202)
    await r.publishCompetition(
      competitionSnapshot(200, [{ id: 2000, squadSize: 60, maxWaitingListSize: 0 }], {
        nationalCompetition: true,
      }),
    );
    await r.publishCompetition(
      competitionSnapshot(201, [{ id: 2010, squadSize: 5, maxWaitingListSize: 0 }], {
        nationalCompetition: true,
        timeout: 1,
      }),
    );
    await r.publishCompetition(
      competitionSnapshot(202, [{ id: 2020, squadSize: 5, maxWaitingListSize: 0 }], {
        nationalCompetition: true,
        club: CLUB_2,
      } as never),
    );
    await r.publishCompetition(
      competitionSnapshot(203, [
        { id: 2030, squadSize: 5, maxWaitingListSize: 0, requireCode: true, divisionIds: [7] },
      ]),
    );
  });
  afterAll(async () => {
    await r?.stop();
  });

  it('when 50 users redeem one code at once on two replicas then exactly one holds and 49 get CODE_USED', async () => {
    const [code] = await batch(200, 1);
    const tokens = await Promise.all(Array.from({ length: 50 }, (_, i) => shooterToken(r.keys, 20_000 + i)));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        call(
          r.bases[i % 2]!,
          'POST',
          'publicResources/prepareOrder',
          prepareBody(200, 2000, { reservationCode: code }),
          token,
        ),
      ),
    );
    const statuses = answers.map((a) => (a.status === 200 ? 'hold' : a.body.error));
    expect(statuses.filter((s) => s === 'hold')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'CODE_USED')).toHaveLength(49);
    expect(await held(2000)).toEqual({ held: 1, taken: 0 });
    const winner = answers.find((a) => a.status === 200)!;
    expect(await codeRow(code!)).toEqual({ used: false, order_item_id: winner.body.orderItems[0].id });
    const orders = await r.query('SELECT 1 FROM registration.order_items WHERE competition_id = 200');
    expect(orders).toHaveLength(1);
  });

  it('when the hold runs out then the code is free again and serves the next hold', async () => {
    const [code] = await batch(201, 1);
    const first = await call(
      r.bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(201, 2010, { reservationCode: code!.toLowerCase() }),
      await shooterToken(r.keys, 21_001),
    );
    expect(first.status).toBe(200);
    const other = await shooterToken(r.keys, 21_002);
    const whileHeld = await call(r.bases[1]!, 'POST', 'publicResources/validate/201', { code }, other);
    expect(whileHeld).toEqual({ status: 409, body: { error: 'CODE_USED', field: 'code' } });
    await waitFor(async () => (await held(2010)).held === 0, 15_000, 20);
    expect(await codeRow(code!)).toEqual({ used: false, order_item_id: null });
    expect(await call(r.bases[1]!, 'POST', 'publicResources/validate/201', { code }, other)).toEqual({
      status: 200,
      body: true,
    });
    const second = await call(
      r.bases[1]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(201, 2010, { reservationCode: code }),
      other,
    );
    expect(second.status).toBe(200);
    expect((await codeRow(code!))!.order_item_id).toBe(second.body.orderItems[0].id);
  });

  it('when the order is reserved then the code is used for good; freeing the item frees it again', async () => {
    const [code] = await batch(203, 1);
    const shooter = await shooterToken(r.keys, 21_010);
    const hold = await call(
      r.bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(203, 2030, { reservationCode: code }),
      shooter,
    );
    const token = hold.body.orderItems[0].token as string;
    // a refused reserve leaves the code bound, not used
    const refused = await call(
      r.bases[0]!,
      'POST',
      'publicResources/reserveOrder',
      reserveBody(token, { divisionId: 8 }),
      shooter,
    );
    expect(refused.body.error).toBe('DIVISION_NOT_IN_COMPETITION');
    expect((await codeRow(code!))!.used).toBe(false);
    const reserved = await call(
      r.bases[0]!,
      'POST',
      'publicResources/reserveOrder',
      reserveBody(token),
      shooter,
    );
    expect(reserved.status).toBe(200);
    expect(await codeRow(code!)).toEqual({ used: true, order_item_id: hold.body.orderItems[0].id });
    const again = await call(
      r.bases[1]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(203, 2030, { reservationCode: code }),
      await shooterToken(r.keys, 21_011),
    );
    expect(again).toEqual({ status: 409, body: { error: 'CODE_USED', field: 'reservationCode' } });
    const listed = await call(
      r.bases[0]!,
      'GET',
      `reservationCodes?competitionId=203&used=true`,
      undefined,
      admin,
    );
    expect(listed.body.content.map((c: { code: string }) => c.code)).toEqual([code]);

    await r.services[0]!.ctx.db.transaction((tx) => freeItemIn(tx, hold.body.orderItems[0].id));
    expect(await codeRow(code!)).toEqual({ used: false, order_item_id: null });
  });

  it('when the competition is an event then its code is used at once with the reserved order', async () => {
    await r.publishCompetition(
      competitionSnapshot(206, [{ id: 2060, squadSize: 5, maxWaitingListSize: 0, requireCode: true }], {
        event: true,
      }),
    );
    const [code] = await batch(206, 1);
    const answer = await call(
      r.bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(206, 2060, { reservationCode: code }),
      await shooterToken(r.keys, 21_060),
    );
    expect(answer.body).toMatchObject({ status: 'RESERVED' });
    expect(await codeRow(code!)).toEqual({ used: true, order_item_id: answer.body.orderItems[0].id });
  });

  it('when the code is another competition’s, unknown or missing then the key answers and nothing is written', async () => {
    const [foreign] = await batch(202, 1);
    const shooter = await shooterToken(r.keys, 21_020);
    const before = await held(2030);
    const items = async () =>
      (await r.query('SELECT 1 FROM registration.order_items WHERE user_id = 21020')).length;
    for (const [reservationCode, error, status] of [
      [foreign, 'INVALID_CODE', 400],
      ['NOPE234567', 'INVALID_CODE', 400],
      [undefined, 'SQUAD_REQUIRE_CODE', 400],
    ] as const) {
      const answer = await call(
        r.bases[0]!,
        'POST',
        'publicResources/prepareOrder',
        prepareBody(203, 2030, reservationCode ? { reservationCode } : {}),
        shooter,
      );
      expect(answer).toEqual({ status, body: { error, field: 'reservationCode' } });
    }
    expect(await held(2030)).toEqual(before);
    expect(await items()).toBe(0);
    expect(await codeRow(foreign!)).toEqual({ used: false, order_item_id: null });
    const validate = await call(
      r.bases[0]!,
      'POST',
      'publicResources/validate/203',
      { code: foreign },
      shooter,
    );
    expect(validate).toEqual({ status: 400, body: { error: 'INVALID_CODE', field: 'code' } });
    // the competition's own club admin needs no code at all
    const clubAdmin = await r.clubAdminToken(1);
    const waived = await call(
      r.bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(203, 2030),
      clubAdmin,
    );
    expect(waived.status).toBe(200);
  });

  it('when codes are created then admins may for any competition, club admins only for their own club’s', async () => {
    const before = await codeCount();
    const clubAdmin = await r.clubAdminToken(1);
    const otherClubAdmin = await r.clubAdminToken(2);
    const shooter = await shooterToken(r.keys, 21_030);
    const answer = await call(
      r.bases[0]!,
      'POST',
      'reservationCodes',
      { amount: 3, competitionId: 200 },
      clubAdmin,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toHaveLength(3);
    for (const code of answer.body as {
      code: string;
      competitionId: number;
      competitionName: string;
      used: boolean;
    }[]) {
      expect(code.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{10}$`));
      expect(code).toMatchObject({ competitionId: 200, competitionName: 'Match 200', used: false });
    }
    expect(new Set(answer.body.map((c: { code: string }) => c.code)).size).toBe(3);
    expect(
      (
        await call(
          r.bases[0]!,
          'POST',
          'reservationCodes',
          { amount: 1, competitionId: 202 },
          await r.portalAdminToken(),
        )
      ).status,
    ).toBe(201);
    expect(
      (await call(r.bases[0]!, 'POST', 'reservationCodes', { amount: 1, competitionId: 202 }, otherClubAdmin))
        .status,
    ).toBe(201);
    expect(await codeCount()).toBe(before + 5);

    const refusals: [unknown, string | undefined, number, string][] = [
      [{ amount: 1, competitionId: 202 }, clubAdmin, 403, 'PERMISSION_DENIED'],
      [{ amount: 1, competitionId: 200 }, otherClubAdmin, 403, 'PERMISSION_DENIED'],
      [{ amount: 1, competitionId: 200 }, shooter, 403, 'PERMISSION_DENIED'],
      [{ amount: 1, competitionId: 200 }, undefined, 401, 'Unauthorized'],
      [{ competitionId: 200 }, admin, 400, 'FIELD_IS_REQUIRED'],
      [{ amount: 2 }, admin, 400, 'FIELD_IS_REQUIRED'],
      [{ amount: 0, competitionId: 200 }, admin, 400, 'FIELD_INVALID'],
      [{ amount: 1001, competitionId: 200 }, admin, 400, 'FIELD_INVALID'],
      [{ amount: '2', competitionId: 200 }, admin, 400, 'FIELD_INVALID'],
      [{ amount: 1, competitionId: 999 }, admin, 404, 'COMPETITION_DOESNT_EXIST'],
    ];
    for (const [body, token, status, error] of refusals) {
      const refused = await call(r.bases[0]!, 'POST', 'reservationCodes', body, token);
      expect({ body, status: refused.status, error: refused.body.error }).toEqual({ body, status, error });
    }
    expect(await codeCount()).toBe(before + 5);
  });

  it('when the list is read then filters, sorting and paging apply and club admins see only their club’s', async () => {
    await r.publishCompetition(competitionSnapshot(204, [{ id: 2040, squadSize: 5, maxWaitingListSize: 0 }]));
    await r.publishCompetition(
      competitionSnapshot(205, [{ id: 2050, squadSize: 5, maxWaitingListSize: 0 }], {
        club: CLUB_2,
      } as never),
    );
    const own = await batch(204, 4);
    const other = await batch(205, 2);
    const list = (query: string, token: string) =>
      call(r.bases[1]!, 'GET', `reservationCodes?${query}`, undefined, token);

    const page = await list('competitionId=204&sort=code,asc&page=1&size=3', admin);
    expect(page.body.totalElements).toBe(4);
    expect(page.body.content.map((c: { code: string }) => c.code)).toEqual([[...own].sort()[3]]);
    const byCode = await list(`code=${own[0]!.slice(2, 8).toLowerCase()}`, admin);
    expect(byCode.body.content.map((c: { code: string }) => c.code)).toContain(own[0]);
    expect((await list('competitionId=204&used=true', admin)).body.totalElements).toBe(0);

    const clubOne = await list('size=1000', await r.clubAdminToken(1));
    const seen = clubOne.body.content.map((c: { code: string }) => c.code);
    expect(seen).toEqual(expect.arrayContaining(own));
    expect(seen.some((code: string) => other.includes(code))).toBe(false);
    const clubTwo = await list('competitionId=204', await r.clubAdminToken(2));
    expect(clubTwo.body).toEqual({ content: [], totalElements: 0 });
    const row = (await list('competitionId=205', await r.clubAdminToken(2))).body.content[0];
    expect(Object.keys(row).sort()).toEqual([
      'bound',
      'code',
      'competitionId',
      'competitionName',
      'createdAt',
      'id',
      'used',
    ]);

    expect((await list('sort=nope', admin)).status).toBe(400);
    expect((await list('used=maybe', admin)).status).toBe(400);
    expect((await list('', await shooterToken(r.keys, 21_040))).status).toBe(403);
  });

  it('when one caller validates too often then 429 with Retry-After, others are still served', async () => {
    const [code] = await batch(204, 1);
    const caller = await shooterToken(r.keys, 21_050);
    for (let i = 0; i < VALIDATE_LIMIT; i++) {
      const answer = await call(
        r.bases[i % 2]!,
        'POST',
        'publicResources/validate/204',
        { code: 'WRONG23456' },
        caller,
      );
      expect(answer.body.error).toBe('INVALID_CODE');
    }
    const response = await fetch(`${r.bases[0]}/api/publicResources/validate/204`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${caller}` },
      body: JSON.stringify({ code }),
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const someoneElse = await call(
      r.bases[0]!,
      'POST',
      'publicResources/validate/204',
      { code },
      await shooterToken(r.keys, 21_051),
    );
    expect(someoneElse).toEqual({ status: 200, body: true });
    const empty = await call(r.bases[0]!, 'POST', 'publicResources/validate/204', { code: '' });
    expect(empty.body.error).toBe('FIELD_IS_REQUIRED');
  });

  it('when one caller tries codes through prepareOrder, then the tries count in validate’s limit: 429 with Retry-After, no code answer, no hold', async () => {
    const [code] = await batch(200, 1);
    const caller = await shooterToken(r.keys, 21_070);
    const tryCode = (base: string, reservationCode: string) =>
      call(base, 'POST', 'publicResources/prepareOrder', prepareBody(200, 2000, { reservationCode }), caller);
    // half the tries through validate, half through prepareOrder, on both replicas: one counter
    for (let i = 0; i < VALIDATE_LIMIT; i++) {
      const answer =
        i % 2 === 0
          ? await tryCode(r.bases[i % 2]!, `WRONG${String(i).padStart(5, '2')}`)
          : await call(
              r.bases[i % 2]!,
              'POST',
              'publicResources/validate/200',
              { code: 'WRONG23456' },
              caller,
            );
      expect(answer.body.error, `try ${i}`).toBe('INVALID_CODE');
    }
    const response = await fetch(`${r.bases[1]}/api/publicResources/prepareOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${caller}` },
      body: JSON.stringify(prepareBody(200, 2000, { reservationCode: code })),
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // the right code was not even looked at: still free, no hold made
    expect(await codeRow(code!)).toEqual({ used: false, order_item_id: null });
    expect((await tryCode(r.bases[0]!, 'WRONG77777')).status).toBe(429);
    expect((await call(r.bases[0]!, 'POST', 'publicResources/validate/200', { code }, caller)).status).toBe(
      429,
    );
    // another caller's tries are their own
    const other = await call(
      r.bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(200, 2000, { reservationCode: code }),
      await shooterToken(r.keys, 21_071),
    );
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });
});
