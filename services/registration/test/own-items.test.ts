import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, shooterToken, userPayload, type Json } from './support';

const OWNER = 701; // club 1, deputised by DEPUTY
const OTHER = 702; // another shooter
const DEPUTY = 703;
const CLUB = 1;

/**
 * A shooter's own registrations over HTTP (issue 11 items 1-3): the booked list, the edit page
 * (shooterOrderItems), the mailed link (publicOrderItems by token) and the cancels, with every
 * role and the bad input of the issue. Everybody but the owner (or a deputy of the owner, see
 * deputy-items.test.ts) or the token finds nothing.
 */
describe('my registrations: booked list, shooter edit and cancel, the mailed link', () => {
  let r: Registrations;
  let base: string;
  const tokens: Record<string, string> = {};

  const query = <T = Json>(text: string, values: unknown[] = []) => r.query<T>(text, values);
  const item = async (id: number) =>
    (
      await query(
        `SELECT first_name, last_name, division_id, squad_id, squad_stand_id, cancelled, waiting_list
         FROM registration.order_items WHERE id = $1`,
        [id],
      )
    )[0];
  const occupancy = async (squadId: number) =>
    (
      await query(`SELECT taken, waiting FROM registration.squad_occupancy WHERE squad_id = $1`, [squadId])
    )[0];
  const outbox = async (type: string, itemId: number) =>
    (
      await query<{ envelope: { payload: Json } }>(
        `SELECT envelope FROM registration.outbox WHERE type = $1 AND (envelope->'payload'->>'itemId')::int = $2`,
        [type, itemId],
      )
    ).map((row) => row.envelope.payload);
  const user = (id: number, deputyUserIds: number[] = []) =>
    userPayload(id, { locale: 'en', clubId: CLUB, deputyUserIds });

  /** prepare + reserve by `caller` (a token, or none: a guest); answers the item's id and token. */
  async function signUp(competitionId: number, squadId: number, caller?: string, locale = 'de') {
    const { itemId, token, waitingList } = await signUpOverHttp(base, competitionId, squadId, caller, {
      locale,
    });
    return { id: itemId, token, waitingList };
  }
  const competition = async (
    id: number,
    squads: Parameters<typeof competitionSnapshot>[1],
    over: Parameters<typeof competitionSnapshot>[2] = {},
    version = 1,
  ) => r.publishCompetition(competitionSnapshot(id, squads, over), version);

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'ownitems');
    base = r.bases[0]!;
    for (const payload of [user(OWNER, [DEPUTY]), user(OTHER), user(DEPUTY)])
      await r.publishUserPayload(payload);
    await r.publishReference('divisions', 7, 'Open');
    await r.publishReference('divisions', 8, 'Standard');
    tokens.owner = await shooterToken(r.keys, OWNER, { clubId: CLUB });
    tokens.other = await shooterToken(r.keys, OTHER, { clubId: CLUB });
    tokens.deputy = await shooterToken(r.keys, DEPUTY, { clubId: CLUB });
    tokens.clubAdminOwn = await r.clubAdminToken(CLUB);
    tokens.clubAdminOther = await r.clubAdminToken(2);
    tokens.portalAdmin = await r.portalAdminToken();
    tokens.admin = await r.adminToken();
  });
  afterAll(async () => {
    await r?.stop();
  });

  it('the booked list shows my registrations with the booked row, one row per entry, filtered and paged by date', async () => {
    await competition(1, [{ id: 11, squadSize: 5, maxWaitingListSize: 0 }], {
      competitionDate: new Date(Date.now() + 40 * 86_400_000).toISOString(),
      city: 'Graz',
      publicLink: 'match-1',
      paymentWithWirecard: true,
      resultListLink: 'https://results.example.org/match-1',
      competitionUploads: [
        {
          id: 5,
          type: { id: 2, name: 'Ausschreibung', showName: true },
          document: { id: 9, publicId: '6f1c2b7e-0d3a-4c55-9a41-1f2e3d4c5b6a', fileName: 'match-1.pdf' },
        },
      ],
    } as never);
    await competition(2, [{ id: 21, squadSize: 5, maxWaitingListSize: 0 }], {
      competitionDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    });
    await competition(3, [{ id: 31, squadSize: 5, maxWaitingListSize: 0 }], {
      competitionDate: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      registrationEnd: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    });
    const later = await signUp(1, 11, tokens.owner);
    const sooner = await signUp(2, 21, tokens.owner);
    // an archived one, signed up while its window was open
    await query(
      `UPDATE registration.competitions SET registration_end = now() + interval '1 day' WHERE id = 3`,
    );
    const past = await signUp(3, 31, tokens.owner);
    await query(
      `UPDATE registration.competitions SET registration_end = now() - interval '20 days' WHERE id = 3`,
    );
    await signUp(2, 21, tokens.other);

    const all = await call(base, 'GET', 'userBookedCompetitions?archive=false', undefined, tokens.owner);
    expect(all.status).toBe(200);
    expect(all.body.totalElements).toBe(2);
    expect(all.body.content.map((row: Json) => row.id)).toEqual([sooner.id, later.id]);
    expect(all.body.content[1]).toMatchObject({
      competitionName: 'Match 1',
      publicLink: 'match-1',
      // the registrant, so that two registrations in one squad are told apart
      firstName: 'Anna',
      lastName: 'Schütz',
      paid: false,
      cancelled: false,
      registrationEnded: false,
      archive: false,
      squadName: 'Squad 11',
      city: 'Graz',
      divisionName: 'Open',
      multipleWaitingList: false,
      waitingList: false,
      paymentWithCard: true,
      // the row's download menu, from the competition as registration replicates it
      competitionUploads: [
        {
          typeName: 'Ausschreibung',
          showName: true,
          publicId: '6f1c2b7e-0d3a-4c55-9a41-1f2e3d4c5b6a',
          fileName: 'match-1.pdf',
        },
      ],
      resultListLink: 'https://results.example.org/match-1',
    });
    expect(all.body.content[0]).toMatchObject({ competitionUploads: [], resultListLink: null });
    const archived = await call(base, 'GET', 'userBookedCompetitions?archive=true', undefined, tokens.owner);
    expect(archived.body).toMatchObject({
      totalElements: 1,
      content: [{ id: past.id, archive: true, registrationEnded: true }],
    });
    const page = await call(
      base,
      'GET',
      'userBookedCompetitions?page=1&size=1&sort=competition.competitionDate,desc',
      undefined,
      tokens.owner,
    );
    expect(page.body.totalElements).toBe(3);
    expect(page.body.content.map((row: Json) => row.id)).toEqual([sooner.id]);
    const multi = await call(
      base,
      'GET',
      'userBookedCompetitions?multipleWaitingList=true',
      undefined,
      tokens.owner,
    );
    expect(multi.body).toEqual({ content: [], totalElements: 0 });

    // another shooter sees only their own; guests and bad filters are refused
    const other = await call(base, 'GET', 'userBookedCompetitions', undefined, tokens.other);
    expect(other.body.totalElements).toBe(1);
    expect((await call(base, 'GET', 'userBookedCompetitions')).status).toBe(401);
    for (const bad of ['archive=yes', 'sort=name', 'size=0', 'userId=702'])
      expect((await call(base, 'GET', `userBookedCompetitions?${bad}`, undefined, tokens.owner)).status).toBe(
        400,
      );
  });

  it('shooterOrderItems answers only the owner (and deputies: deputy-items.test.ts); every other role finds nothing', async () => {
    await competition(4, [
      { id: 41, squadSize: 3, maxWaitingListSize: 0, stands: [{ id: 401, name: 'A' }] },
      { id: 42, squadSize: 1, maxWaitingListSize: 0 },
    ]);
    const mine = await signUp(4, 41, tokens.owner, 'en');
    const view = await call(base, 'GET', `shooterOrderItems/${mine.id}`, undefined, tokens.owner);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      id: mine.id,
      competitionId: 4,
      squadId: 41,
      divisionId: 7,
      editable: true,
      locale: 'en',
      competition: { id: 4, name: 'Match 4', event: false },
    });
    expect(view.body.competition.squads.map((s: Json) => [s.id, s.full])).toEqual([
      [41, false],
      [42, false],
    ]);
    expect(view.body.competition.squads[0].stands).toEqual([{ id: 401, name: 'A', inUse: false }]);
    expect(JSON.stringify(view.body)).not.toContain(mine.token);
    for (const role of ['other', 'clubAdminOwn', 'clubAdminOther', 'portalAdmin', 'admin']) {
      const answer = await call(base, 'GET', `shooterOrderItems/${mine.id}`, undefined, tokens[role]);
      expect({ role, status: answer.status, body: answer.body }).toEqual({
        role,
        status: 404,
        body: { error: 'ORDER_ITEM_NOT_FOUND' },
      });
      const save = await call(
        base,
        'PUT',
        `shooterOrderItems/${mine.id}`,
        {
          firstName: 'Mallory',
          lastName: 'Evil',
          squadId: 41,
          divisionId: 7,
          competitionClassId: 1,
          factorId: 1,
        },
        tokens[role],
      );
      expect({ role, status: save.status }).toEqual({ role, status: 404 });
      const cancel = await call(base, 'PUT', `shooterOrderItems/${mine.id}/cancel`, undefined, tokens[role]);
      expect({ role, status: cancel.status }).toEqual({ role, status: 404 });
    }
    expect((await call(base, 'GET', `shooterOrderItems/${mine.id}`)).status).toBe(401);
    expect(await item(mine.id)).toMatchObject({ first_name: 'Anna', cancelled: false });
    // the owner's deputy reaches it like the owner
    const deputy = await call(base, 'GET', `shooterOrderItems/${mine.id}`, undefined, tokens.deputy);
    expect(deputy).toMatchObject({ status: 200, body: { id: mine.id } });
  });

  it('the owner edits names, division and stand, and moves to another squad keeping the choices and losing the stand', async () => {
    await competition(5, [
      {
        id: 51,
        squadSize: 2,
        maxWaitingListSize: 2,
        stands: [
          { id: 501, name: 'A' },
          { id: 502, name: 'B' },
        ],
      },
      { id: 52, squadSize: 2, maxWaitingListSize: 0, stands: [{ id: 521, name: 'C' }] },
      { id: 53, squadSize: 1, maxWaitingListSize: 0 },
    ]);
    await competition(6, [{ id: 61, squadSize: 2, maxWaitingListSize: 0 }]);
    const mine = await signUp(5, 51, tokens.owner);
    const neighbour = await signUp(5, 51, tokens.other);
    const waiting = await signUp(5, 51, await shooterToken(r.keys, 720));
    expect(waiting.waitingList).toBe(true);
    await signUp(5, 53, await shooterToken(r.keys, 721)); // squad 53 is full now
    await query('UPDATE registration.order_items SET squad_stand_id = 502 WHERE id = $1', [neighbour.id]);
    const body = {
      firstName: 'Anne',
      lastName: 'Schütz',
      divisionId: 8,
      competitionClassId: 1,
      factorId: 1,
      squadId: 51,
    };

    const saved = await call(
      base,
      'PUT',
      `shooterOrderItems/${mine.id}`,
      { ...body, squadStandId: 501 },
      tokens.owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Anne',
      divisionId: 8,
      squadStandId: 501,
      squadStandName: 'A',
    });

    // bad input: nothing changes
    const before = await item(mine.id);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...body, squadStandId: 502 }, 409, 'SQUAD_STAND_NOT_FOUND'], // the neighbour's stand
      [{ ...body, squadStandId: 521 }, 404, 'SQUAD_STAND_NOT_FOUND'], // a stand of another squad
      [{ ...body, squadId: 61 }, 400, 'SQUAD_MISSING'], // a squad of another competition
      [{ ...body, squadId: 53 }, 409, 'SQUAD_FULL'],
      [{ ...body, divisionId: null }, 400, 'DIVISION_MISSING'],
      [{ ...body, email: 'x@example.org' }, 400, 'UNKNOWN_FIELD'],
      [{ ...body, firstName: 'A' }, 400, 'FIELD_MINLENGTH_2'],
    ];
    for (const [input, status, error] of refusals) {
      const answer = await call(base, 'PUT', `shooterOrderItems/${mine.id}`, input, tokens.owner);
      expect({
        input,
        status: answer.status,
        error: answer.body.error ?? answer.body.errors?.[0]?.key,
      }).toMatchObject({
        input,
        status,
      });
      expect(JSON.stringify(answer.body)).toContain(error);
    }
    expect(await item(mine.id)).toEqual(before);
    expect(await occupancy(53)).toMatchObject({ taken: 1 });

    // a move into a squad with stands needs one of its stands: nothing moves without
    const standless = await call(
      base,
      'PUT',
      `shooterOrderItems/${mine.id}`,
      { ...body, squadId: 52 },
      tokens.owner,
    );
    expect(standless).toEqual({ status: 400, body: { error: 'FIELD_IS_REQUIRED', field: 'squadStandId' } });
    expect(await item(mine.id)).toEqual(before);
    expect(await occupancy(52)).toMatchObject({ taken: 0 });

    // the move: division, class and factor stay, the old stand goes, the old place goes to the waiting entry
    const moved = await call(
      base,
      'PUT',
      `shooterOrderItems/${mine.id}`,
      { ...body, squadId: 52, squadStandId: 521 },
      tokens.owner,
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ squadId: 52, squadStandId: 521, divisionId: 8, waitingList: false });
    expect(await item(waiting.id)).toMatchObject({ waiting_list: false, squad_id: 51 });
    expect(await occupancy(51)).toMatchObject({ taken: 2, waiting: 0 });
    expect(await occupancy(52)).toMatchObject({ taken: 1 });
    expect(await outbox('registration.order-item.squad-changed', mine.id)).toEqual([
      expect.objectContaining({ squadId: 52, fromSquadId: 51, swappedWithItemId: null, userId: OWNER }),
    ]);
  });

  it('the mailed link: a move into a squad with stands needs a stand; a waiting entry has none', async () => {
    await competition(19, [
      { id: 191, squadSize: 1, maxWaitingListSize: 1 },
      { id: 192, squadSize: 2, maxWaitingListSize: 0, stands: [{ id: 1921, name: 'S1' }] },
    ]);
    await signUp(19, 191, tokens.other);
    // a premium shooter's waiting entry (waiting lists are premium: a guest cannot wait)
    const guest = await signUp(19, 191, await shooterToken(r.keys, 722), 'en');
    expect(guest.waitingList).toBe(true);
    const link = `publicResources/orderItems/${guest.id}/${guest.token}`;
    const body = {
      firstName: 'Gast',
      lastName: 'Schütze',
      divisionId: 7,
      competitionClassId: 1,
      factorId: 1,
    };
    // a waiting entry asks for no stand (it has no place)
    expect(await call(base, 'PUT', link, { ...body, squadId: 191, squadStandId: 1921 })).toEqual({
      status: 400,
      body: { error: 'SQUAD_STAND_WAITINGLIST_SPOT', field: 'squadStandId' },
    });
    // it gets a place in 92 by the move: that place needs a stand
    const before = await item(guest.id);
    expect(await call(base, 'PUT', link, { ...body, squadId: 192 })).toEqual({
      status: 400,
      body: { error: 'FIELD_IS_REQUIRED', field: 'squadStandId' },
    });
    expect(await item(guest.id)).toEqual(before);
    expect(await occupancy(192)).toMatchObject({ taken: 0 });
    const moved = await call(base, 'PUT', link, { ...body, squadId: 192, squadStandId: 1921 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ squadId: 192, squadStandId: 1921, waitingList: false });
    expect(await occupancy(191)).toMatchObject({ taken: 1, waiting: 0 });
  });

  it('moves racing into a squad with stands keep the seat invariant and one registration per stand', async () => {
    await competition(29, [
      { id: 291, squadSize: 6, maxWaitingListSize: 0 },
      {
        id: 292,
        squadSize: 2,
        maxWaitingListSize: 0,
        stands: [
          { id: 2921, name: 'S1' },
          { id: 2922, name: 'S2' },
        ],
      },
    ]);
    const movers = await Promise.all(
      [731, 732, 733, 734, 735, 736].map(async (id) => {
        const jwt = await shooterToken(r.keys, id);
        return { jwt, ...(await signUp(29, 291, jwt)) };
      }),
    );
    const body = { firstName: 'Rita', lastName: 'Renner', divisionId: 7, competitionClassId: 1, factorId: 1 };
    // every mover at once, two per stand, and a fresh sign-up racing for the places too
    const answers = await Promise.all([
      ...movers.map((m, i) =>
        call(
          base,
          'PUT',
          `shooterOrderItems/${m.id}`,
          { ...body, squadId: 292, squadStandId: i % 2 === 0 ? 2921 : 2922 },
          m.jwt,
        ),
      ),
      signUpOverHttp(base, 29, 292, await shooterToken(r.keys, 737)).then(
        () => ({ status: 200, body: {} }),
        () => ({ status: 409, body: {} }),
      ),
    ]);
    const moved = answers.slice(0, movers.length).filter((a) => a.status === 200);
    for (const refused of answers.slice(0, movers.length).filter((a) => a.status !== 200))
      expect(['SQUAD_FULL', 'SQUAD_STAND_NOT_FOUND']).toContain(refused.body.error);
    const there = await query<{ squad_stand_id: number | null }>(
      `SELECT squad_stand_id FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id
       WHERE i.squad_id = 292 AND NOT i.cancelled AND NOT i.released AND o.status IN ('PREPARE', 'RESERVED')`,
    );
    const row = await occupancy(292);
    expect(Number(row.taken)).toBe(there.length);
    expect(there.length).toBeLessThanOrEqual(2);
    expect(moved.length).toBeGreaterThanOrEqual(1);
    // every moved registration has a stand, no stand twice
    const stands = there.map((t) => t.squad_stand_id).filter((id) => id !== null);
    expect(new Set(stands).size).toBe(stands.length);
    expect(stands.length).toBe(moved.length);
    expect(Number((await occupancy(291)).taken)).toBe(movers.length - moved.length);
  });

  it('the owner cancels: the place goes to the waiting list at once, SUCCESS_SHOOTER_CANCEL, and no undo or edit after', async () => {
    await competition(7, [{ id: 71, squadSize: 1, maxWaitingListSize: 1 }]);
    const mine = await signUp(7, 71, tokens.owner);
    const waiting = await signUp(7, 71, tokens.other);
    const cancelled = await call(base, 'PUT', `shooterOrderItems/${mine.id}/cancel`, undefined, tokens.owner);
    expect(cancelled).toEqual({ status: 200, body: { message: 'SUCCESS_SHOOTER_CANCEL' } });
    expect(await item(mine.id)).toMatchObject({ cancelled: true });
    expect(await item(waiting.id)).toMatchObject({ waiting_list: false });
    expect(await outbox('registration.order-item.cancelled', mine.id)).toEqual([
      expect.objectContaining({ by: 'SHOOTER', promotedItemIds: [waiting.id] }),
    ]);
    const again = await call(base, 'PUT', `shooterOrderItems/${mine.id}/cancel`, undefined, tokens.owner);
    expect(again).toEqual({ status: 409, body: { error: 'ORDER_ITEM_NOT_FOUND' } });
    const edit = await call(
      base,
      'PUT',
      `shooterOrderItems/${mine.id}`,
      {
        firstName: 'Anna',
        lastName: 'Schütz',
        squadId: 71,
        divisionId: 7,
        competitionClassId: 1,
        factorId: 1,
      },
      tokens.owner,
    );
    expect(edit).toEqual({ status: 409, body: { error: 'ORDER_ITEM_NOT_FOUND' } });
    const view = await call(base, 'GET', `shooterOrderItems/${mine.id}`, undefined, tokens.owner);
    expect(view.body).toMatchObject({ cancelled: true, editable: false });
    expect(await outbox('registration.order-item.cancelled', mine.id)).toHaveLength(1);
  });

  it('the mailed link: a guest reads, edits and cancels by token (promoting the waiting entry); a wrong token reveals nothing', async () => {
    await competition(8, [{ id: 81, squadSize: 1, maxWaitingListSize: 1 }]);
    const guest = await signUp(8, 81, undefined, 'en');
    const waiting = await signUp(8, 81, tokens.other);
    const link = `publicResources/orderItems/${guest.id}/${guest.token}`;
    const read = await call(base, 'GET', link);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: guest.id, locale: 'en', competition: { id: 8, name: 'Match 8' } });

    const otherToken = (
      await query<{ token: string }>('SELECT token FROM registration.order_items WHERE id = $1', [waiting.id])
    )[0]!.token;
    for (const path of [
      `publicResources/orderItems/${guest.id}/${otherToken}`, // another item's token
      `publicResources/orderItems/${guest.id}/${'x'.repeat(32)}`,
      `publicResources/orderItems/${waiting.id}/${guest.token}`, // another item's id
    ]) {
      expect(await call(base, 'GET', path)).toEqual({ status: 404, body: { error: 'ORDER_ITEM_NOT_FOUND' } });
      expect((await call(base, 'PUT', `${path}/cancel`)).status).toBe(404);
    }
    expect((await call(base, 'GET', `publicResources/orderItems/${guest.id}/short`)).status).toBe(400);
    // the token links only its own item, even for a signed-in shooter
    expect((await call(base, 'GET', `shooterOrderItems/${guest.id}`, undefined, tokens.other)).status).toBe(
      404,
    );

    const edited = await call(base, 'PUT', link, {
      firstName: 'Gast',
      lastName: 'Schütze',
      squadId: 81,
      divisionId: 7,
      competitionClassId: 1,
      factorId: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ firstName: 'Gast', lastName: 'Schütze' });

    const cancelled = await call(base, 'PUT', `${link}/cancel`);
    expect(cancelled).toEqual({ status: 200, body: { message: 'SUCCESS_ORDER_ITEM_CANCEL' } });
    expect(await item(guest.id)).toMatchObject({ cancelled: true });
    expect(await item(waiting.id)).toMatchObject({ waiting_list: false });
    expect(await occupancy(81)).toMatchObject({ taken: 1, waiting: 0 });
    expect(await outbox('registration.order-item.cancelled', guest.id)).toEqual([
      expect.objectContaining({ by: 'SHOOTER', userId: null, promotedItemIds: [waiting.id], locale: 'en' }),
    ]);
    expect((await call(base, 'PUT', `${link}/cancel`)).status).toBe(409);
  });

  it('after the registration window the link still reads (registrationEnded) but edits and cancels are refused', async () => {
    await competition(9, [{ id: 91, squadSize: 2, maxWaitingListSize: 0 }]);
    const guest = await signUp(9, 91);
    const mine = await signUp(9, 91, tokens.owner);
    await competition(
      9,
      [{ id: 91, squadSize: 2, maxWaitingListSize: 0 }],
      { registrationEnd: new Date(Date.now() - 60_000).toISOString() },
      2,
    );
    const link = `publicResources/orderItems/${guest.id}/${guest.token}`;
    expect((await call(base, 'GET', link)).body).toMatchObject({ registrationEnded: true, editable: false });
    const body = {
      firstName: 'Gast',
      lastName: 'Spät',
      squadId: 91,
      divisionId: 7,
      competitionClassId: 1,
      factorId: 1,
    };
    expect(await call(base, 'PUT', link, body)).toEqual({
      status: 409,
      body: { error: 'CHECK_REGISTRATION_DATE' },
    });
    expect(await call(base, 'PUT', `${link}/cancel`)).toEqual({
      status: 409,
      body: { error: 'CHECK_REGISTRATION_DATE' },
    });
    expect(await call(base, 'PUT', `shooterOrderItems/${mine.id}/cancel`, undefined, tokens.owner)).toEqual({
      status: 409,
      body: { error: 'CHECK_REGISTRATION_DATE' },
    });
    expect(await item(guest.id)).toMatchObject({ first_name: 'Anna', cancelled: false });
    expect(await item(mine.id)).toMatchObject({ cancelled: false });
    expect(await occupancy(91)).toMatchObject({ taken: 2 });
  });

  it('the owner changes the club of the own booking to a listed club or none; the mailed link and unknown clubs cannot; squads carry their end time', async () => {
    await r.events.publish('catalog.club.upserted', 1, { id: 41, name: 'SV Kufstein' });
    await r.events.publish('catalog.club.upserted', 1, { id: 42, name: 'SV Gelöscht' });
    await r.events.publish('catalog.club.deleted', 2, { id: 42, name: 'SV Gelöscht' });
    await waitFor(
      async () =>
        (
          await query(
            `SELECT 1 FROM registration.reference_names WHERE kind = 'clubs' AND id = 42 AND deleted`,
          )
        ).length === 1,
      10_000,
      50,
    );
    await competition(95, [{ id: 951, squadSize: 5, maxWaitingListSize: 0 }], {
      squads: [
        {
          ...competitionSnapshot(95, [{ id: 951, squadSize: 5, maxWaitingListSize: 0 }]).squads[0]!,
          startDate: '2027-05-02',
          startTime: '13:00:00',
          endTime: '16:30:00',
        },
      ],
    } as never);
    const mine = await signUp(95, 951, tokens.owner);
    const page = await call(base, 'GET', `shooterOrderItems/${mine.id}`, undefined, tokens.owner);
    expect(page.body.competition.squads[0]).toMatchObject({ startTime: '13:00:00', endTime: '16:30:00' });
    const body = {
      firstName: 'Olga',
      lastName: 'Owner',
      squadId: 951,
      divisionId: 7,
      competitionClassId: 1,
      factorId: 1,
    };
    const clubOf = async () =>
      ((await query(`SELECT club_id FROM registration.order_items WHERE id = $1`, [mine.id]))[0] as Json)
        .club_id;

    const saved = await call(
      base,
      'PUT',
      `shooterOrderItems/${mine.id}`,
      { ...body, clubId: 41 },
      tokens.owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ clubId: 41, clubName: 'SV Kufstein' });
    // an unknown or deleted club: 404 CLUB_DOES_NOT_EXIST, nothing written
    for (const clubId of [999, 42]) {
      const refused = await call(
        base,
        'PUT',
        `shooterOrderItems/${mine.id}`,
        { ...body, clubId, firstName: 'Xx' },
        tokens.owner,
      );
      expect(refused, String(clubId)).toEqual({
        status: 404,
        body: { error: 'CLUB_DOES_NOT_EXIST', field: 'clubId' },
      });
    }
    expect(await clubOf()).toBe(41);
    expect((await item(mine.id))!.first_name).toBe('Olga');
    // leaving clubId out keeps the club; null clears it
    await call(base, 'PUT', `shooterOrderItems/${mine.id}`, body, tokens.owner);
    expect(await clubOf()).toBe(41);
    await call(base, 'PUT', `shooterOrderItems/${mine.id}`, { ...body, clubId: null }, tokens.owner);
    expect(await clubOf()).toBeNull();

    // the mailed link edits the registration, not the shooter's club
    const guest = await signUp(95, 951);
    const link = `publicResources/orderItems/${guest.id}/${guest.token}`;
    const before = (
      (await query(`SELECT club_id FROM registration.order_items WHERE id = $1`, [guest.id]))[0] as Json
    ).club_id;
    expect((await call(base, 'PUT', link, { ...body, clubId: 41 })).status).toBe(200);
    expect(
      ((await query(`SELECT club_id FROM registration.order_items WHERE id = $1`, [guest.id]))[0] as Json)
        .club_id,
    ).toBe(before);
  });
});
