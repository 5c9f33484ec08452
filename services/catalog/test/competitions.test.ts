import { TEXT_LIMITS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, outbox, squadOccupancy } from '../src/db/schema';
import { eq, sql } from 'drizzle-orm';
import { competitionFixture, type CompetitionFixture } from './competition-fixture';
import type { CatalogHarness, Json } from './support';

const DAY = 86_400_000;
/** The sweeps' long text. */
const LONG = 'x'.repeat(100_000);
const inDays = (days: number, hour = 9) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

describe('catalog competitions and events', () => {
  let f: CompetitionFixture;
  let h: CatalogHarness;
  const as = (who: string) => h.as(who);
  const count = () => h.count('competitions');
  const errorsOf = (body: Json) => (body.errors ?? []).map((e: Json) => `${e.field}:${e.key}`);

  beforeAll(async () => {
    f = await competitionFixture('competitions');
    h = f.h;
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('when a competition is created', () => {
    it('then an admin gets it with squads, stands, defaults and a public link, and an upserted event', async () => {
      const res = await as('admin').post('competitions', f.body());
      expect(res.status).toBe(201);
      const c = res.body;
      expect(c).toMatchObject({
        name: 'Frühjahrs-Match',
        event: false,
        club: { id: f.ownClubId, hasBankInformation: true },
        viewType: 'UNLISTED',
        payOnTime: 9,
        paid: false,
        cancelled: false,
        active: true,
        feeStatus: 'OPEN',
        nominationFee: 45.5,
        competitionType: { id: f.matchTypeId, signupReservationTimeout: 300, event: false },
        division_ids: [f.divisionIds[0], f.divisionIds[1]].sort((a, b) => a! - b!),
      });
      expect(c.publicLink).toMatch(/^[0-9a-f]{32}$/);
      expect(c.squads).toHaveLength(2);
      expect(c.squads[0]).toMatchObject({
        name: 'Squad 1',
        squadSize: 2,
        startTime: '08:00:00',
        inUse: false,
      });
      expect(c.squads[0].stands.map((s: Json) => s.name)).toEqual(['Stand A', 'Stand B']);
      expect(c.squads[1].stands).toEqual([]);
      expect(c.competitionUploads[0]).toMatchObject({
        type: { id: f.uploadTypeId },
        document: { id: f.documentId },
      });
      const events = await f.eventsOf(c.id);
      expect(events.map((e: Json) => [e.type, e.version])).toEqual([['catalog.competition.upserted', 1]]);
      expect(events[0].payload.squads[0].stands).toHaveLength(2);
      expect(events[0].payload.competitionType.signupReservationTimeout).toBe(300);
    });

    it('then fair opening and its lead time are stored, answered and carried by the event (default off, 15)', async () => {
      const plain = await as('clubOwn').post('competitions', f.body({}));
      expect(plain.body).toMatchObject({ fairOpening: false, fairOpeningLeadMinutes: 15 });
      const fair = await as('clubOwn').post(
        'competitions',
        f.body({ fairOpening: true, fairOpeningLeadMinutes: 30 }),
      );
      expect(fair.status).toBe(201);
      expect(fair.body).toMatchObject({ fairOpening: true, fairOpeningLeadMinutes: 30 });
      expect((await as('clubOwn').get(`competitions/${fair.body.id}`)).body).toMatchObject({
        fairOpening: true,
      });
      const [event] = await f.eventsOf(fair.body.id);
      expect(event.payload).toMatchObject({ fairOpening: true, fairOpeningLeadMinutes: 30 });
    });

    it('then a club admin creates for their own club without naming it, and another club is refused', async () => {
      const res = await as('clubOwn').post('competitions', f.body({ club: null }));
      expect(res.status).toBe(201);
      expect(res.body.club.id).toBe(f.ownClubId);
      const before = await count();
      const other = await as('clubOwn').post('competitions', f.body({ club: { id: f.otherClubId } }));
      expect(other.status).toBe(403);
      expect(other.body.error).toBe('PERMISSION_DENIED');
      expect(await count()).toBe(before);
    });

    it('then a club admin must fill information, level, stages, fee, contact, address and map link', async () => {
      const before = await count();
      const res = await as('clubOwn').post(
        'competitions',
        f.body({
          club: null,
          information: '',
          level: null,
          stages: null,
          nominationFee: null,
          contact: null,
          address: '',
          city: null,
          zip: null,
          country: null,
          googleMapsLink: null,
        }),
      );
      expect(res.status).toBe(400);
      expect(errorsOf(res.body).sort()).toEqual(
        [
          'information',
          'level',
          'stages',
          'nominationFee',
          'contact.firstName',
          'contact.lastName',
          'contact.email',
          'contact.telephone',
          'address',
          'city',
          'zip',
          'country',
          'googleMapsLink',
        ]
          .map((field) => `${field}:FIELD_IS_REQUIRED`)
          .sort(),
      );
      expect(await count()).toBe(before);
      // an admin needs none of these, only the club
      const admin = await as('admin').post(
        'competitions',
        f.body({ information: null, level: null, stages: null, contact: null, googleMapsLink: null }),
      );
      expect(admin.status).toBe(201);
      const noClub = await as('admin').post('competitions', f.body({ club: null }));
      expect(errorsOf(noClub.body)).toEqual(['club:FIELD_IS_REQUIRED']);
    });

    it('then shooters and guests are refused and nothing is written', async () => {
      const before = await count();
      expect((await as('shooter').post('competitions', f.body())).status).toBe(403);
      expect((await as('guest').post('competitions', f.body())).status).toBe(401);
      expect((await as('clubless').post('competitions', f.body())).status).toBe(403);
      expect(await count()).toBe(before);
    });

    it('then the portal admin creates for any club and the club admin of another club cannot see it', async () => {
      const res = await as('portal').post('competitions', f.body({ club: { id: f.otherClubId } }));
      expect(res.status).toBe(201);
      expect((await as('clubOwn').get(`competitions/${res.body.id}`)).status).toBe(404);
      expect((await as('clubOther').get(`competitions/${res.body.id}`)).status).toBe(200);
    });
  });

  describe('when a body breaks a rule', () => {
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['a one-letter name', { name: 'X' }, ['name:FIELD_MINLENGTH_2']],
      ['no name', { name: '' }, ['name:FIELD_IS_REQUIRED']],
      ['payOnTime below 9', { payOnTime: 8 }, ['payOnTime:FIELD_MIN_9']],
      [
        'no payment method with registration on',
        { payOnSite: false, paymentViaDeposit: false },
        ['paymentMethod:PAYMENTMETHOD_REQUIRED'],
      ],
      [
        'a competition date in the past',
        { competitionDate: inDays(-2), registrationStart: inDays(-5), registrationEnd: inDays(-3) },
        [
          'competitionDate:DATE_IN_THE_PAST',
          'registrationStart:DATE_IN_THE_PAST',
          'registrationEnd:DATE_IN_THE_PAST',
        ],
      ],
      [
        'a registration start after the competition',
        { registrationStart: inDays(31), registrationEnd: inDays(32) },
        ['registrationStart:CHECK_REGISTRATION_START', 'registrationEnd:CHECK_REGISTRATION_END'],
      ],
      [
        'a registration end before its start',
        { registrationStart: inDays(10), registrationEnd: inDays(5) },
        ['registrationEnd:CHECK_REGISTRATION_DATE'],
      ],
      [
        'an end date before the date',
        { competitionEndDate: inDays(29) },
        ['competitionEndDate:CHECK_COMPETITION_END_DATE'],
      ],
      [
        'missing registration dates',
        { registrationStart: null, registrationEnd: null },
        ['registrationStart:FIELD_IS_REQUIRED', 'registrationEnd:FIELD_IS_REQUIRED'],
      ],
      [
        'auto sign-off without a reminder',
        { autoSubscriptionCancelation: true },
        ['autoSubscriptionCancelation:AUTO_SUBSCRIPTION_CANCELATION_NEEDS_REMINDER'],
      ],
      [
        'a link without http',
        { announcementLink: 'www.match.at', googleMapsLink: 'ftp://x' },
        ['googleMapsLink:MUST_START_WITH_HTTP_OR_HTTPS', 'announcementLink:MUST_START_WITH_HTTP_OR_HTTPS'],
      ],
      [
        'a bad contact e-mail',
        { contact: { firstName: 'A', lastName: 'B', email: 'no-mail', telephone: '1' } },
        ['contact.email:EMAIL_FORMAT'],
      ],
      [
        'no divisions, classes or factors',
        { division_ids: [], competitionClass_ids: [], factor_ids: [], squads: [] },
        [
          'division_ids:FIELD_IS_REQUIRED',
          'competitionClass_ids:FIELD_IS_REQUIRED',
          'factor_ids:FIELD_IS_REQUIRED',
          'squads:NO_SQUAD_DEFINED',
        ],
      ],
      ['registration on without a squad', { squads: [] }, ['squads:NO_SQUAD_DEFINED']],
      ['a negative fee', { nominationFee: -1 }, ['nominationFee:FIELD_MIN_0']],
      ['a text as fee', { nominationFee: '45' }, ['nominationFee:FIELD_INVALID']],
      ['an unknown field', { price: 3 }, ['price:UNKNOWN_FIELD']],
      ['an unknown view type', { viewType: 'MAIN' }, ['viewType:FIELD_INVALID']],
      ['a date that is no date', { competitionDate: '31.12.2030' }, ['competitionDate:FIELD_INVALID']],
      [
        'an event type for a competition',
        { competitionTypeId: 'EVENT' },
        ['competitionTypeId:FIELD_INVALID'],
      ],
      [
        'a division of another competition type',
        { division_ids: ['OTHER_DIVISION'], squads: [], registration: false },
        ['division_ids:ERROR.SELECT_COMPETITION_TYPE'],
      ],
      [
        'an unknown class',
        { competitionClass_ids: [999999], squads: [], registration: false },
        ['competitionClass_ids:FIELD_INVALID'],
      ],
      [
        'a logo as competition document',
        { competitionUploads: 'LOGO' },
        ['competitionUploads:FIELD_INVALID'],
      ],
      ['an unknown club', { club: { id: 999999 } }, ['club:CLUB_DOES_NOT_EXIST']],
      [
        'an unknown notification type',
        { notificationBlocks: [{ type: { id: 99 }, text: 'x' }] },
        ['notificationBlocks:FIELD_INVALID'],
      ],
      // unbounded texts are refused, never stored; read-only texts sent back are bounded too
      ['information of 100,000 characters', { information: LONG }, ['information:FIELD_INVALID']],
      [
        'information over the limit once sanitized',
        { information: `<p>${'x'.repeat(TEXT_LIMITS.competitionInformation)}</p>` },
        ['information:FIELD_INVALID'],
      ],
      [
        'a notification block of 100,000 characters',
        { notificationBlocks: [{ type: { id: 1 }, text: LONG }] },
        ['notificationBlocks.0.text:FIELD_INVALID'],
      ],
      ['a public link of 100,000 characters', { publicLink: LONG }, ['publicLink:FIELD_MAXLENGTH_255']],
      [
        'short texts of 100,000 characters',
        { eventType: LONG, address: LONG, city: LONG, zip: LONG, state: LONG },
        ['eventType', 'address', 'city', 'zip', 'state'].map((field) => `${field}:FIELD_MAXLENGTH_255`),
      ],
      [
        'contact texts of 100,000 characters',
        { contact: { firstName: LONG, lastName: LONG, email: 'a@b.at', telephone: LONG, fullName: LONG } },
        ['firstName', 'lastName', 'telephone', 'fullName'].map(
          (field) => `contact.${field}:FIELD_MAXLENGTH_255`,
        ),
      ],
      [
        'a level name of 100,000 characters',
        { level: { id: 1, name: LONG } },
        ['level.name:FIELD_MAXLENGTH_255'],
      ],
      [
        'a link of 100,000 characters',
        { resultListLink: `https://${LONG}` },
        ['resultListLink:FIELD_INVALID'],
      ],
      // fair opening (docs/fair-opening.md): whole minutes from 1 to 1440
      [
        'a fair opening lead time of 0 minutes',
        { fairOpening: true, fairOpeningLeadMinutes: 0 },
        ['fairOpeningLeadMinutes:FIELD_INVALID'],
      ],
      [
        'a fair opening lead time of a day and a minute',
        { fairOpeningLeadMinutes: 1441 },
        ['fairOpeningLeadMinutes:FIELD_INVALID'],
      ],
      ['a fair opening switch as text', { fairOpening: 'yes' }, ['fairOpening:FIELD_INVALID']],
    ];
    it.each(cases)(
      'with %s then 400 names each field and key and nothing is written',
      async (_label, patch, expected) => {
        const resolved = { ...patch };
        if (resolved.competitionTypeId === 'EVENT') resolved.competitionTypeId = f.eventTypeId;
        if (resolved.division_ids?.toString() === 'OTHER_DIVISION')
          resolved.division_ids = [f.otherTypeDivisionId];
        if (resolved.competitionUploads === 'LOGO')
          resolved.competitionUploads = [{ type: { id: f.uploadTypeId }, document: { id: f.logoId } }];
        const before = await count();
        const eventsBefore = await h.count('outbox');
        const res = await as('admin').post('competitions', f.body(resolved));
        expect(res.status).toBe(400);
        expect(errorsOf(res.body).sort()).toEqual([...expected].sort());
        expect(res.body.error).toBe(res.body.errors[0].key);
        expect(await count()).toBe(before);
        expect(await h.count('outbox')).toBe(eventsBefore);
      },
    );

    const squadCases: [string, Record<string, unknown>, string][] = [
      [
        'stands that do not match the size',
        { squadSize: 3 },
        'squads.0.squadSize:ERROR.SQUAD_STAND_SIZE_NOT_MATCH',
      ],
      [
        'a division the competition lacks',
        { divisionIds: ['OTHER'] },
        'squads.0.divisionIds:DIVISION_NOT_IN_COMPETITION',
      ],
      [
        'a class the competition lacks',
        { competitionClassIds: ['OTHER'] },
        'squads.0.competitionClassIds:CLASS_NOT_IN_COMPETITION',
      ],
      [
        'a factor the competition lacks',
        { factorIds: ['OTHER'] },
        'squads.0.factorIds:FACTOR_NOT_IN_COMPETITION',
      ],
      ['a negative size', { squadSize: -1, stands: [] }, 'squads.0.squadSize:FIELD_MIN_0'],
      ['a negative waiting list', { maxWaitingListSize: -1 }, 'squads.0.maxWaitingListSize:FIELD_MIN_0'],
      ['no name', { name: '' }, 'squads.0.name:FIELD_IS_REQUIRED'],
      ['no information', { information: ' ' }, 'squads.0.information:FIELD_IS_REQUIRED'],
      [
        'a start date in the past',
        { startDate: inDays(-3).slice(0, 10) },
        'squads.0.startDate:DATE_IN_THE_PAST',
      ],
      ['no start time', { startTime: undefined }, 'squads.0.startTime:FIELD_IS_REQUIRED'],
      ['a time of 25 o’clock', { endTime: '25:00' }, 'squads.0.endTime:FIELD_INVALID'],
      [
        'a stand name of 256 characters',
        { stands: ['A', 'x'.repeat(256)] },
        'squads.0.stands.1:FIELD_MAXLENGTH_255',
      ],
      ['an empty stand name', { stands: ['A', ''] }, 'squads.0.stands.1:FIELD_IS_REQUIRED'],
      ['information of 100,000 characters', { information: LONG }, 'squads.0.information:FIELD_INVALID'],
      ['a name of 100,000 characters', { name: LONG }, 'squads.0.name:FIELD_MAXLENGTH_255'],
    ];
    it.each(squadCases)('with a squad with %s then 400 names it', async (_label, patch, expected) => {
      const squad: Record<string, unknown> = { ...f.body().squads[0], ...patch };
      for (const key of ['divisionIds', 'competitionClassIds', 'factorIds'])
        if ((squad[key] as unknown[] | undefined)?.[0] === 'OTHER')
          squad[key] = [
            key === 'divisionIds' ? f.divisionIds[2] : key === 'factorIds' ? f.factorIds[1] : f.classIds[1],
          ];
      const before = await count();
      const res = await as('admin').post('competitions', f.body({ squads: [squad] }));
      expect(res.status).toBe(400);
      expect(errorsOf(res.body)).toContain(expected);
      expect(await count()).toBe(before);
    });
  });

  describe('when the club or the text needs care', () => {
    it('then bank transfer is switched off for a club without bank account', async () => {
      const res = await as('admin').post(
        'competitions',
        f.body({ club: { id: f.otherClubId }, paymentViaDeposit: true, payOnSite: true }),
      );
      expect(res.status).toBe(201);
      expect(res.body.club.hasBankInformation).toBe(false);
      expect(res.body.paymentViaDeposit).toBe(false);
    });

    it('then scripts and event handlers are removed from information and text blocks', async () => {
      const res = await as('admin').post(
        'competitions',
        f.body({
          information:
            '<p onclick="steal()">Ausschreibung <strong>neu</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
          notificationBlocks: [
            { type: { id: 1 }, text: '<p>Bitte <a href="javascript:alert(1)">hier</a></p>' },
          ],
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.information).toBe('<p>Ausschreibung <strong>neu</strong></p>');
      expect(res.body.notificationBlocks[0].text).not.toMatch(/javascript|script|onclick/);
      expect(res.body.notificationBlocks[0].type.name).toBe('SIGN_ON_CONFIRMATION');
    });
  });

  describe('when a competition is edited', () => {
    let c: Json;
    beforeAll(async () => {
      c = (await as('clubOwn').post('competitions', f.body({ club: null }))).body;
    });

    const asBody = (competition: Json, patch: Record<string, unknown> = {}) => {
      const {
        id: _id,
        club: _club,
        competitionType: _t,
        paid: _p,
        paidAt: _pa,
        cancelled: _c,
        cancelledAt: _ca,
        deletedAt: _d,
        createdAt: _cr,
        newCompetitionMailSent: _n,
        orderItemCount: _o,
        feeStatus: _f,
        event: _e,
        squads,
        competitionUploads,
        notificationBlocks,
        ...rest
      } = competition;
      return {
        ...rest,
        squads: squads.map(
          ({ subscriptionSize: _s, waitingListSize: _w, inUse: _i, stands, ...squad }: Json) => ({
            ...squad,
            stands: stands.map(({ inUse: _u, ...stand }: Json) => stand),
          }),
        ),
        competitionUploads: competitionUploads.map(({ type, document }: Json) => ({
          type: { id: type.id },
          document: { id: document.id },
        })),
        notificationBlocks: notificationBlocks.map(({ type, text }: Json) => ({
          type: { id: type.id },
          text,
        })),
        ...patch,
      };
    };

    it('then kept squads keep their ids, renamed stands their ids, and the version grows', async () => {
      const body = asBody(c);
      body.squads[0].stands[1].name = 'Stand B (links)';
      body.squads.push({ ...f.body().squads[1], name: 'Squad 3' });
      body.name = 'Frühjahrs-Match 2';
      const res = await as('clubOwn').put(`competitions/${c.id}`, body);
      expect(res.status).toBe(200);
      expect(res.body.squads.map((s: Json) => s.name)).toEqual(['Squad 1', 'Squad 2', 'Squad 3']);
      expect(res.body.squads[0].id).toBe(c.squads[0].id);
      expect(res.body.squads[0].stands.map((s: Json) => [s.id, s.name])).toEqual([
        [c.squads[0].stands[0].id, 'Stand A'],
        [c.squads[0].stands[1].id, 'Stand B (links)'],
      ]);
      const events = await f.eventsOf(c.id);
      expect(events.at(-1).version).toBe(2);
      expect(events.at(-1).payload.name).toBe('Frühjahrs-Match 2');
      c = res.body;
    });

    it('then a squad or stand that registration reports in use cannot be removed', async () => {
      await f.publishOccupancy(
        { squadId: c.squads[0].id, taken: 1, waiting: 0, standIds: [c.squads[0].stands[0].id] },
        1,
      );
      await expect
        .poll(async () => (await as('clubOwn').get(`competitions/${c.id}`)).body.squads[0].inUse)
        .toBe(true);
      const inUse = (await as('clubOwn').get(`competitions/${c.id}`)).body;
      expect(inUse.squads[0]).toMatchObject({ subscriptionSize: 1, inUse: true });
      expect(inUse.squads[0].stands[0].inUse).toBe(true);
      expect(inUse.orderItemCount).toBe(1);

      const withoutSquad = asBody(c);
      withoutSquad.squads.splice(0, 1);
      const removeSquad = await as('clubOwn').put(`competitions/${c.id}`, withoutSquad);
      expect(removeSquad.status).toBe(409);
      expect(removeSquad.body.error).toBe('SQUAD_COULD_NOT_BE_DELETED_IN_USE');

      const withoutStand = asBody(c);
      withoutStand.squads[0].stands.splice(0, 1);
      withoutStand.squads[0].stands.push('Stand C');
      const removeStand = await as('clubOwn').put(`competitions/${c.id}`, withoutStand);
      expect(removeStand.status).toBe(409);
      expect(removeStand.body.error).toBe('SQUAD_STAND_NOT_FOUND');

      // a stand that is free may go; the squad that is free may go
      const freeStand = asBody(c);
      freeStand.squads[0].stands.splice(1, 1);
      freeStand.squads[0].stands.push('Stand C');
      freeStand.squads.splice(2, 1);
      const ok = await as('clubOwn').put(`competitions/${c.id}`, freeStand);
      expect(ok.status).toBe(200);
      expect(ok.body.squads).toHaveLength(2);
      expect(ok.body.squads[0].stands.map((s: Json) => s.name)).toEqual(['Stand A', 'Stand C']);
      c = ok.body;
    });

    it('then an older occupancy version replayed changes nothing', async () => {
      await f.publishOccupancy({ squadId: c.squads[0].id, taken: 2, waiting: 1, standIds: [] }, 3);
      await expect
        .poll(async () => (await as('clubOwn').get(`competitions/${c.id}`)).body.squads[0].subscriptionSize)
        .toBe(2);
      await f.publishOccupancy({ squadId: c.squads[0].id, taken: 0, waiting: 0, standIds: [] }, 2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [row] = await h.service.ctx.db
        .select()
        .from(squadOccupancy)
        .where(eq(squadOccupancy.squadId, c.squads[0].id));
      expect(row).toMatchObject({ taken: 2, waiting: 1, version: 3 });
    });

    it('then ids of another competition’s squads are refused', async () => {
      const other = (await as('admin').post('competitions', f.body())).body;
      const body = asBody(c);
      body.squads[1].id = other.squads[0].id;
      const res = await as('clubOwn').put(`competitions/${c.id}`, body);
      expect(res.status).toBe(400);
      expect(errorsOf(res.body)).toEqual(['squads.1.id:FIELD_INVALID']);
    });

    it('then dates already in the past may stay but not move into the past', async () => {
      await h.service.ctx.db
        .update(competitions)
        .set({ registrationStart: new Date(Date.now() - 3 * DAY) })
        .where(eq(competitions.id, c.id));
      const current = (await as('clubOwn').get(`competitions/${c.id}`)).body;
      expect((await as('clubOwn').put(`competitions/${c.id}`, asBody(current))).status).toBe(200);
      const moved = await as('clubOwn').put(
        `competitions/${c.id}`,
        asBody(current, { registrationStart: inDays(-4) }),
      );
      expect(errorsOf(moved.body)).toEqual(['registrationStart:DATE_IN_THE_PAST']);
      c = current;
    });

    it('then a club admin cannot edit another club’s competition and an event id is no competition', async () => {
      expect((await as('clubOther').put(`competitions/${c.id}`, asBody(c))).status).toBe(404);
      expect((await as('clubOwn').put(`events/${c.id}`, asBody(c))).status).toBe(404);
      expect((await as('shooter').put(`competitions/${c.id}`, asBody(c))).status).toBe(403);
    });

    it('then cancelling after registration started needs the forced cancel', async () => {
      const started = await as('clubOwn').put('competitions/updateCancel', { id: c.id, cancelled: true });
      expect(started.status).toBe(409);
      expect(started.body.error).toBe('ERROR.REGISTRATION_ALREADY_STARTED');
      const forced = await as('clubOwn').put('competitions/forceUpdateCancel', { id: c.id, cancelled: true });
      expect(forced.status).toBe(200);
      expect(forced.body.cancelled).toBe(true);
      expect(forced.body.cancelledAt).toBeTruthy();
      const undo = await as('clubOwn').put('competitions/updateCancel', { id: c.id, cancelled: false });
      expect(undo.body).toMatchObject({ cancelled: false, cancelledAt: null });
      const types = (await f.eventsOf(c.id)).map((e: Json) => e.type);
      expect(types.slice(-2)).toEqual(['catalog.competition.cancelled', 'catalog.competition.uncancelled']);
      expect(
        (await as('clubOther').put('competitions/updateCancel', { id: c.id, cancelled: true })).status,
      ).toBe(404);
    });
  });

  describe('when states change', () => {
    it('then a competition whose registration has not started is cancelled at once', async () => {
      const c = (await as('admin').post('competitions', f.body())).body;
      const res = await as('admin').put('competitions/updateCancel', { id: c.id, cancelled: true });
      expect(res.status).toBe(200);
      expect(res.body.cancelled).toBe(true);
    });

    it('then an admin marks competitions paid, one or many; the portal admin one (its pay icon)', async () => {
      const a = (await as('clubOwn').post('competitions', f.body({ club: null }))).body;
      const b = (await as('admin').post('competitions', f.body())).body;
      for (const who of ['clubOwn', 'shooter'])
        expect((await as(who).put('competitions/pay', { id: a.id, paid: true })).status).toBe(403);
      expect((await as('portal').put('competitions/paid', { ids: [a.id] })).status).toBe(403);
      expect((await as('portal').put('competitions/pay', { id: b.id, paid: true })).body).toEqual({
        count: 1,
      });
      expect((await as('portal').put('competitions/pay', { id: b.id, paid: false })).body).toEqual({
        count: 1,
      });
      expect((await as('guest').put('competitions/paid', { ids: [a.id] })).status).toBe(401);
      const pay = await as('admin').put('competitions/pay', { id: a.id, paid: true });
      expect(pay.body).toEqual({ count: 1 });
      const paid = (await as('admin').get(`competitions/${a.id}`)).body;
      expect(paid).toMatchObject({ paid: true, feeStatus: 'PAID' });
      expect(paid.paidAt).toBeTruthy();
      expect((await as('admin').put('competitions/paid', { ids: [a.id, b.id] })).body).toEqual({ count: 1 });
      expect((await as('admin').get(`competitions/${b.id}`)).body.paid).toBe(true);
      const unpay = await as('admin').put('competitions/pay', { id: a.id, paid: false });
      expect(unpay.body).toEqual({ count: 1 });
      expect((await as('admin').get(`competitions/${a.id}`)).body).toMatchObject({
        paid: false,
        paidAt: null,
      });
      expect((await as('admin').put('competitions/pay', { id: 999999, paid: true })).status).toBe(404);
    });

    it('then a deleted competition is gone from lists and lookups and a deleted event is published', async () => {
      const a = (await as('clubOwn').post('competitions', f.body({ club: null }))).body;
      const b = (await as('clubOwn').post('competitions', f.body({ club: null }))).body;
      expect((await as('clubOther').del(`competitions/${a.id}`)).status).toBe(404);
      expect((await as('clubOwn').del(`competitions/${a.id}`)).status).toBe(204);
      expect((await as('clubOwn').get(`competitions/${a.id}`)).status).toBe(404);
      expect((await as('clubOwn').del(`competitions/${a.id}`)).status).toBe(404);
      const [row] = await h.service.ctx.db.select().from(competitions).where(eq(competitions.id, a.id));
      expect(row!.deletedAt).toBeInstanceOf(Date);
      const events = await f.eventsOf(a.id);
      expect(events.at(-1)).toMatchObject({
        type: 'catalog.competition.deleted',
        version: 2,
        payload: { id: a.id },
      });
      expect(
        (await as('clubOwn').post('competitions/deleteMany', { ids: [b.id, a.id, 999999] })).body,
      ).toEqual({ count: 1 });
      const many = await as('clubOwn').post('competitions/many', { ids: [a.id, b.id] });
      expect(many.body).toEqual([]);
    });
  });

  describe('when events are managed', () => {
    it('then an event has its places as one squad, defaults to ALL and needs starting places', async () => {
      const res = await as('clubOwn').post('events', f.eventBody());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        event: true,
        viewType: 'ALL',
        startingPlaces: 12,
        waitingListPlaces: 4,
      });
      expect(res.body.squads).toHaveLength(1);
      expect(res.body.squads[0]).toMatchObject({ squadSize: 12, maxWaitingListSize: 4 });
      const missing = await as('clubOwn').post(
        'events',
        f.eventBody({ startingPlaces: null, waitingListPlaces: -1 }),
      );
      expect(errorsOf(missing.body).sort()).toEqual(['waitingListPlaces:FIELD_MIN_0']);
      const none = await as('clubOwn').post('events', f.eventBody({ startingPlaces: null }));
      expect(errorsOf(none.body)).toEqual(['startingPlaces:FIELD_IS_REQUIRED']);
      const matchType = await as('clubOwn').post('events', f.eventBody({ competitionTypeId: f.matchTypeId }));
      expect(errorsOf(matchType.body)).toEqual(['competitionTypeId:FIELD_INVALID']);
      const edited = await as('clubOwn').put(`events/${res.body.id}`, f.eventBody({ startingPlaces: 20 }));
      expect(edited.body.squads).toEqual([
        expect.objectContaining({ id: res.body.squads[0].id, squadSize: 20 }),
      ]);
      expect((await as('clubOwn').get(`competitions/${res.body.id}`)).status).toBe(200);
      expect((await as('clubOwn').get(`events/${res.body.id}`)).status).toBe(200);
    });
  });

  describe('when times are given (docs/time-zone.md: Vienna for people, instants in the API)', () => {
    const year = new Date().getUTCFullYear() + 2;
    it("then an event's squad starts at the Vienna time of the instant, in winter and in summer", async () => {
      for (const [instant, day, clock] of [
        [`${year}-01-15T07:00:00.000Z`, `${year}-01-15`, '08:00:00'],
        [`${year}-07-15T06:00:00.000Z`, `${year}-07-15`, '08:00:00'],
        [`${year}-07-15T22:30:00.000Z`, `${year}-07-16`, '00:30:00'],
      ]) {
        const res = await as('clubOwn').post(
          'events',
          f.eventBody({ competitionDate: instant, competitionEndDate: null }),
        );
        expect(res.status).toBe(201);
        expect(res.body.competitionDate).toBe(instant);
        expect(res.body.squads[0]).toMatchObject({ startDate: day, startTime: clock, endTime: clock });
      }
    });

    it('then the list filters by Vienna days: 00:30 in Vienna belongs to that day, not the UTC day before', async () => {
      const name = 'Mitternachtskurs';
      const created = await as('clubOwn').post(
        'events',
        f.eventBody({ name, competitionDate: `${year}-01-15T23:30:00.000Z`, competitionEndDate: null }),
      );
      expect(created.status).toBe(201);
      const names = async (from: string, to: string) =>
        (await as('clubOwn').get(`events?name=${name}&from=${from}&to=${to}&size=50`)).body.content.map(
          (c: Json) => c.name,
        );
      expect(await names(`${year}-01-16`, `${year}-01-16`)).toEqual([name]);
      expect(await names(`${year}-01-15`, `${year}-01-15`)).toEqual([]);
    });

    it('then a date-time without offset is Vienna time and one the clocks skip is invalid', async () => {
      const winter = await as('clubOwn').post(
        'events',
        f.eventBody({ competitionDate: `${year}-01-15T08:00:00`, competitionEndDate: null }),
      );
      expect(winter.body.competitionDate).toBe(`${year}-01-15T07:00:00.000Z`);
      const summer = await as('clubOwn').post(
        'events',
        f.eventBody({ competitionDate: `${year}-07-15T08:00`, competitionEndDate: null }),
      );
      expect(summer.body.competitionDate).toBe(`${year}-07-15T06:00:00.000Z`);
      // the last Sunday of March: 02:00 becomes 03:00 in Vienna
      const march = new Date(Date.UTC(year, 2, 31));
      march.setUTCDate(31 - march.getUTCDay());
      const skipped = `${march.toISOString().slice(0, 10)}T02:30:00`;
      const before = await count();
      const gap = await as('clubOwn').post(
        'events',
        f.eventBody({ competitionDate: skipped, competitionEndDate: null }),
      );
      expect(gap.status).toBe(400);
      expect(errorsOf(gap.body)).toEqual(['competitionDate:FIELD_INVALID']);
      expect(await count()).toBe(before);
    });
  });

  describe('when lists are read', () => {
    it('then each role sees its clubs’ competitions, with filters, paging and sorting', async () => {
      const admin = await as('admin').get('competitions?size=200');
      const own = await as('clubOwn').get('competitions?size=200');
      const other = await as('clubOther').get('competitions?size=200');
      expect(admin.status).toBe(200);
      expect(admin.body.totalElements).toBe(own.body.totalElements + other.body.totalElements);
      expect(own.body.content.every((c: Json) => c.club.id === f.ownClubId && !c.event)).toBe(true);
      expect(other.body.content.every((c: Json) => c.club.id === f.otherClubId)).toBe(true);
      expect((await as('portal').get('competitions')).body.totalElements).toBe(admin.body.totalElements);
      expect((await as('shooter').get('competitions')).status).toBe(403);
      expect((await as('guest').get('competitions')).status).toBe(401);

      const events = await as('clubOwn').get('events');
      expect(events.body.content.every((c: Json) => c.event)).toBe(true);
      const both = await as('clubOwn').get('competitions?eventsAndComps=true&size=500');
      expect(both.body.totalElements).toBe(own.body.totalElements + events.body.totalElements);
      // the export dropdown's event=false: competitions only, even asked with eventsAndComps
      const noEvents = await as('clubOwn').get('competitions?event=false&eventsAndComps=true&size=500');
      expect(noEvents.body.totalElements).toBe(own.body.totalElements);
      expect(noEvents.body.content.every((c: Json) => !c.event)).toBe(true);
      expect((await as('clubOwn').get('competitions?event=no')).status).toBe(400);

      const paid = await as('admin').get('competitions?paid=true');
      expect(paid.body.content.every((c: Json) => c.paid)).toBe(true);
      expect(paid.body.totalElements).toBeGreaterThan(0);
      const cancelled = await as('admin').get('competitions?archive=true');
      expect(cancelled.body.content.every((c: Json) => c.cancelled)).toBe(true);
      const open = await as('admin').get('competitions?archive=false&size=500');
      expect(open.body.totalElements + cancelled.body.totalElements).toBe(admin.body.totalElements);
      const unlisted = await as('admin').get('competitions?viewType=ALL');
      expect(unlisted.body.totalElements).toBe(0);
      const byName = await as('admin').get(`competitions?name=${encodeURIComponent('match 2')}`);
      expect(byName.body.content.map((c: Json) => c.name)).toEqual(['Frühjahrs-Match 2']);

      const page0 = await as('admin').get('competitions?size=2&page=0&sort=id,asc');
      const page1 = await as('admin').get('competitions?size=2&page=1&sort=id,asc');
      expect(page0.body.content).toHaveLength(2);
      expect(page1.body.content[0].id).toBeGreaterThan(page0.body.content[1].id);
      const past = await as('admin').get('competitions?page=100000&size=50');
      expect(past.body.content).toEqual([]);
      expect((await as('admin').get('competitions?sort=password,asc')).status).toBe(400);
      expect((await as('admin').get('competitions?size=0')).status).toBe(400);
      expect((await as('admin').get('competitions?paid=maybe')).status).toBe(400);
      expect((await as('admin').get('competitions?from=yesterday')).status).toBe(400);
      const byClub = await as('admin').get(`competitions?clubId=${f.otherClubId}&sort=clubName,desc`);
      expect(byClub.body.totalElements).toBe(other.body.totalElements);
    });
  });

  describe('when a consumer keeps a replica of competitions', () => {
    it('then an edit reaches it as a newer version and a replayed older version changes nothing', async () => {
      const replica = await f.startReplica();
      const created = (await as('admin').post('competitions', f.body({ name: 'Replica-Match' }))).body;
      await expect.poll(() => replica.get(created.id)).toMatchObject({ name: 'Replica-Match', version: 1 });
      const body = { ...f.body({ name: 'Replica-Match geändert' }) };
      body.squads = created.squads.map((s: Json) => ({ ...f.body().squads[0], id: s.id, stands: s.stands }));
      body.squads[1] = { ...f.body().squads[1], id: created.squads[1].id };
      const edited = await as('admin').put(`competitions/${created.id}`, body);
      expect(edited.status).toBe(200);
      await expect
        .poll(() => replica.get(created.id))
        .toMatchObject({ name: 'Replica-Match geändert', version: 2 });
      // the first event again, as a new message: its version is older, so the replica keeps v2
      const [first] = await f.eventsOf(created.id);
      await replica.replay(first);
      await expect.poll(() => replica.handled()).toBeGreaterThanOrEqual(3);
      expect(await replica.get(created.id)).toMatchObject({ name: 'Replica-Match geändert', version: 2 });
      await replica.stop();
    });
  });

  it('writes every competition event of this file with a version per entity that never goes down', async () => {
    const rows = await h.service.ctx.db
      .select({ envelope: outbox.envelope })
      .from(outbox)
      .where(sql`${outbox.envelope}->>'type' like 'catalog.competition.%'`)
      .orderBy(outbox.id);
    const last = new Map<number, number>();
    for (const { envelope } of rows as { envelope: Json }[]) {
      const before = last.get(envelope.payload.id) ?? 0;
      expect(envelope.version).toBeGreaterThanOrEqual(before);
      last.set(envelope.payload.id, envelope.version);
    }
    expect(last.size).toBeGreaterThan(10);
  });
});
