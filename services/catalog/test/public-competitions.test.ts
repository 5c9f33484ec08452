import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, competitions } from '../src/db/schema';
import { competitionFixture, type CompetitionFixture } from './competition-fixture';
import type { CatalogHarness, Json } from './support';

const DAY = 86_400_000;

describe('catalog public competitions, pages and favourites', () => {
  let f: CompetitionFixture;
  let h: CatalogHarness;
  const as = (who: string) => h.as(who);
  const c: Record<string, Json> = {};
  const list = async (who: string, filter: Record<string, unknown> = {}, extra = '') => {
    const res = await as(who).get(
      `publicResources/competitions?filter=${encodeURIComponent(JSON.stringify(filter))}&size=500${extra}`,
    );
    expect(res.status).toBe(200);
    return res.body as { content: Json[]; totalElements: number };
  };
  const names = async (who: string, filter: Record<string, unknown> = {}, extra = '') =>
    (await list(who, filter, extra)).content.map((x) => x.name);
  const db = () => h.service.ctx.db;

  beforeAll(async () => {
    f = await competitionFixture('public');
    h = f.h;
    const make = async (key: string, patch: Record<string, unknown>) => {
      const res = await as('admin').post('competitions', f.body({ name: key, ...patch }));
      expect(res.status).toBe(201);
      c[key] = res.body;
    };
    await make('Alle', { viewType: 'ALL', state: 'Wien', zip: '1210' });
    await make('Extern', { viewType: 'EXTERNAL', state: 'Steiermark', zip: '8010', country: 'at' });
    await make('Intern', { viewType: 'INTERNAL' });
    await make('Ungelistet', { viewType: 'UNLISTED' });
    await make('Inaktiv', { viewType: 'ALL', active: false });
    await make('Abgesagt', { viewType: 'ALL' });
    await make('Vorbei', { viewType: 'ALL' });
    await make('Gestern', { viewType: 'ALL' });
    await make('Fremdverein', {
      viewType: 'ALL',
      club: { id: f.otherClubId },
      country: 'de',
      zip: '80331',
      state: 'Bayern',
    });
    const event = await as('admin').post(
      'events',
      f.eventBody({ club: { id: f.ownClubId }, name: 'Training offen', viewType: 'ALL' }),
    );
    c['Training offen'] = event.body;
    await as('admin').put('competitions/updateCancel', { id: c.Abgesagt.id, cancelled: true });
    // dates the API would refuse as past: set them directly
    await db()
      .update(competitions)
      .set({
        competitionDate: new Date(Date.now() - 10 * DAY),
        competitionEndDate: new Date(Date.now() - 9 * DAY),
      })
      .where(eq(competitions.id, c.Vorbei.id));
    await db()
      .update(competitions)
      .set({ competitionDate: new Date(Date.now() - 20 * 3600_000), competitionEndDate: null })
      .where(eq(competitions.id, c.Gestern.id));
    await db()
      .update(competitions)
      .set({ competitionDate: new Date('2031-03-15T09:00:00Z'), competitionEndDate: null })
      .where(eq(competitions.id, c['Fremdverein'].id));
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('when visitors list competitions', () => {
    it('then a guest sees only ALL, active, upcoming ones', async () => {
      expect((await names('guest')).sort()).toEqual(['Alle', 'Fremdverein', 'Gestern', 'Training offen']);
    });

    it('then logged-in users also see EXTERNAL, club members INTERNAL, nobody UNLISTED', async () => {
      const shooter = await names('shooter');
      expect(shooter).toContain('Extern');
      expect(shooter).not.toContain('Intern');
      expect(await names('clubOwn')).toEqual(expect.arrayContaining(['Extern', 'Intern']));
      expect(await names('clubOther')).not.toContain('Intern');
      expect(await names('admin')).toContain('Intern');
      for (const who of ['guest', 'shooter', 'clubOwn', 'admin']) {
        const seen = await names(who);
        expect(seen).not.toContain('Ungelistet');
        expect(seen).not.toContain('Inaktiv');
      }
    });

    it('then the archive holds the cancelled and the ended (end date plus one day past), newest first', async () => {
      const archive = await list('guest', { archive: true });
      expect(archive.content.map((x) => x.name).sort()).toEqual(['Abgesagt', 'Vorbei']);
      expect(archive.content.every((x) => x.archived)).toBe(true);
      const dates = archive.content.map((x) => x.competitionDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(archive.content.find((x) => x.name === 'Abgesagt').cancelled).toBe(true);
      // less than a day after its date a competition is still upcoming
      expect(await names('guest', { archive: false })).toContain('Gestern');
    });

    it('then upcoming entries come by date with places and the fields of a card', async () => {
      const { content } = await list('guest');
      const dates = content.map((x) => x.competitionDate);
      expect([...dates].sort()).toEqual(dates);
      const alle = content.find((x) => x.name === 'Alle');
      expect(alle).toMatchObject({
        publicLink: c.Alle.publicLink,
        clubName: 'SV Eigen',
        competitionTypeName: 'IPSC Handgun',
        levelName: 'Level II',
        nominationFee: 45.5,
        places: { total: 12, taken: 0, free: 12, waitingListTotal: 2, waitingListFree: 2 },
        favourite: false,
        registered: false,
        registrationOpen: false,
      });
      expect(alle.competitionUploads[0].document.fileName).toBe('ausschreibung.pdf');
      expect(alle).not.toHaveProperty('information');
    });

    it('then free places follow the occupancy registration publishes', async () => {
      const [first, second] = c.Alle.squads;
      // as registration publishes it; the handler refreshes the cached lists
      await f.publishOccupancy(
        { squadId: first.id, taken: 2, waiting: 1, standIds: [first.stands[0].id] },
        1,
      );
      await f.publishOccupancy({ squadId: second.id, taken: 12, waiting: 0, standIds: [] }, 1);
      await expect
        .poll(async () => (await list('guest')).content.find((x) => x.name === 'Alle').places.taken, {
          timeout: 6000,
        })
        .toBe(12);
      const alle = (await list('guest')).content.find((x) => x.name === 'Alle');
      // taken counts at most the squad size
      expect(alle.places).toEqual({ total: 12, taken: 12, free: 0, waitingListTotal: 2, waitingListFree: 1 });
      const page = (await as('guest').get(`publicResources/getCompetitionFromPublicId/${c.Alle.publicLink}`))
        .body;
      expect(page.squads[0]).toMatchObject({
        free: 0,
        waitingListFree: 1,
        full: false,
        waitingListOnly: true,
      });
      expect(page.squads[0].stands.map((s: Json) => s.free)).toEqual([false, true]);
      expect(page.squads[1]).toMatchObject({
        free: 0,
        waitingListFree: 0,
        full: true,
        waitingListOnly: false,
      });
      const open = await as('guest').get(
        `publicResources/squads?competitionId=${c.Alle.id}&excludeFullSquads=true`,
      );
      expect(open.body.content.map((s: Json) => s.id)).toEqual([first.id]);
      const all = await as('guest').get(`publicResources/listByCompetition/${c.Alle.id}`);
      expect(all.body).toHaveLength(2);
    });
  });

  describe('when the list is filtered', () => {
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['club', { club: ['OTHER'] }, ['Fremdverein']],
      ['a single club id', { club: 'OTHER' }, ['Fremdverein']],
      ['country', { country: 'de' }, ['Fremdverein']],
      ['zip prefix', { zip: '803' }, ['Fremdverein']],
      ['province', { province: ['Bayern'] }, ['Fremdverein']],
      ['year', { year: 2031 }, ['Fremdverein']],
      ['year and month', { year: 2031, month: 3 }, ['Fremdverein']],
      ['another month', { year: 2031, month: 4 }, []],
      ['the events entry', { type: ['EVENTS'] }, ['Training offen']],
      ['a match type', { type: ['MATCH'] }, ['Alle', 'Fremdverein', 'Gestern']],
      ['a level', { level: ['LEVEL'] }, ['Alle', 'Fremdverein', 'Gestern']],
      ['a name part', { competition: 'fremd' }, ['Fremdverein']],
      ['a name with wildcards', { competition: '%' }, []],
    ];
    it.each(cases)('by %s then only the matching ones come', async (_label, raw, expected) => {
      const filter: Record<string, unknown> = JSON.parse(
        JSON.stringify(raw)
          .replaceAll('"OTHER"', String(f.otherClubId))
          .replaceAll('"MATCH"', String(f.matchTypeId))
          .replaceAll('"LEVEL"', String(f.levelId)),
      );
      expect((await names('guest', filter)).sort()).toEqual([...expected].sort());
    });
  });

  describe('when paging or input is wrong', () => {
    it('then pages are cut at their size and a page past the end is empty', async () => {
      const all = await list('guest');
      const first = await as('guest').get('publicResources/competitions?size=3&page=0');
      const last = await as('guest').get('publicResources/competitions?size=3&page=1');
      const past = await as('guest').get('publicResources/competitions?size=3&page=99');
      expect(first.body.content).toHaveLength(3);
      expect(last.body.content).toHaveLength(all.totalElements - 3);
      expect(past.body).toEqual({ content: [], totalElements: all.totalElements });
      const byName = await as('guest').get('publicResources/competitions?sort=name,desc');
      const sorted = byName.body.content.map((x: Json) => x.name);
      expect(sorted).toEqual([...sorted].sort((a: string, b: string) => b.localeCompare(a, 'de')));
    });

    const bad = [
      'size=0',
      'size=501',
      'size=-1',
      'page=-1',
      'page=abc',
      'page=99999999999',
      'sort=password,asc',
      'sort=name;drop',
      'filter=notjson',
      `filter=${encodeURIComponent('{"year":"2026"}')}`,
      `filter=${encodeURIComponent('{"club":["x"]}')}`,
      `filter=${encodeURIComponent('{"month":13}')}`,
      `filter=${encodeURIComponent('{"admin":true}')}`,
      `filter=${encodeURIComponent('[1,2]')}`,
    ];
    it.each(bad)('with %s then 400 and no list', async (query) => {
      const res = await as('guest').get(`publicResources/competitions?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.content).toBeUndefined();
      expect(typeof res.body.error).toBe('string');
    });
  });

  describe('when a competition or club page is opened', () => {
    it('then the page has information, contact, bank, divisions and squads', async () => {
      const res = await as('guest').get(`publicResources/getCompetitionFromPublicId/${c.Alle.publicLink}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Alle',
        information: '<p>Ausschreibung folgt.</p>',
        contactName: 'Maria Huber',
        signupReservationTimeout: 300,
        fairOpening: false,
        fairOpeningLeadMinutes: 15,
        club: { id: f.ownClubId, bankInformation: { iban: 'AT611904300234573201' } },
      });
      expect(res.body.division.map((d: Json) => d.name)).toEqual(['Production', 'Standard']);
      expect(res.body.squads[1].divisions.map((d: Json) => d.name)).toEqual(['Production', 'Standard']);
      expect(res.body.squads[0].divisions.map((d: Json) => d.name)).toEqual(['Production']);
      expect((await as('guest').get(`getCompetitionFromPublicId/${c.Alle.publicLink}`)).status).toBe(200);
    });

    it('then unlisted ones open by link, inactive ones show as inactive, others are missing', async () => {
      const unlisted = await as('guest').get(
        `publicResources/getCompetitionFromPublicId/${c.Ungelistet.publicLink}`,
      );
      expect(unlisted.status).toBe(200);
      const inactive = await as('guest').get(
        `publicResources/getCompetitionFromPublicId/${c.Inaktiv.publicLink}`,
      );
      expect(inactive.body.active).toBe(false);
      const internal = await as('guest').get(
        `publicResources/getCompetitionFromPublicId/${c.Intern.publicLink}`,
      );
      expect(internal.status).toBe(404);
      expect(internal.body.error).toBe('COMPETITION_DOESNT_EXIST');
      expect(
        (await as('clubOwn').get(`publicResources/getCompetitionFromPublicId/${c.Intern.publicLink}`)).status,
      ).toBe(200);
      expect((await as('guest').get('publicResources/getCompetitionFromPublicId/doesnotexist')).status).toBe(
        404,
      );
      expect(
        (await as('guest').get('publicResources/getCompetitionFromPublicId/%27%20or%201=1')).status,
      ).toBe(400);
      expect((await as('guest').get(`publicResources/squads?competitionId=${c.Intern.id}`)).status).toBe(404);
      expect((await as('guest').get('publicResources/squads?competitionId=abc')).status).toBe(400);
    });

    it('then a club opens by its public link unless it is blocked', async () => {
      const [own] = await db().select().from(clubs).where(eq(clubs.id, f.ownClubId));
      const res = await as('guest').get(`publicResources/getClubFromPublicId/${own!.publicLinkId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: f.ownClubId, name: 'SV Eigen' });
      expect(res.body).not.toHaveProperty('paymentUntil');
      expect(res.body).not.toHaveProperty('invoiceMail');
      expect((await as('admin').put('clubs/updateActive', { id: f.otherClubId, active: false })).status).toBe(
        204,
      );
      const [other] = await db().select().from(clubs).where(eq(clubs.id, f.otherClubId));
      const blocked = await as('guest').get(`getClubFromPublicId/${other!.publicLinkId}`);
      expect(blocked.status).toBe(404);
      expect(blocked.body.error).toBe('CLUB_DOES_NOT_EXIST');
      // a blocked club's competitions leave the lists and their pages
      expect(await names('guest')).not.toContain('Fremdverein');
      expect(
        (await as('guest').get(`publicResources/getCompetitionFromPublicId/${c.Fremdverein.publicLink}`))
          .status,
      ).toBe(404);
      await as('admin').put('clubs/updateActive', { id: f.otherClubId, active: true });
    });
  });

  describe('when users mark favourites', () => {
    it('then each user has their own, listed with the flag, and guests cannot', async () => {
      const mark = (who: string, id: number, favourite: boolean) =>
        as(who).post(`competitions/${id}/favourite`, { favourite });
      expect((await mark('shooter', c.Alle.id, true)).body).toEqual({ favourite: true });
      expect((await mark('shooter', c.Alle.id, true)).status).toBe(200); // twice is still one
      await mark('shooter', c.Extern.id, true);
      await mark('clubOwn', c.Intern.id, true);
      expect((await as('shooter').get('competitions/favourite')).body.sort()).toEqual(
        [c.Alle.id, c.Extern.id].sort(),
      );
      expect((await as('clubOwn').get('competitions/favourite')).body).toEqual([c.Intern.id]);
      const favs = await as('shooter').get('competitions/favourites?size=1');
      expect(favs.body.totalElements).toBe(2);
      expect(favs.body.content).toHaveLength(1);
      expect(favs.body.content[0].favourite).toBe(true);
      const seen = (await list('shooter')).content;
      expect(
        seen
          .filter((x) => x.favourite)
          .map((x) => x.name)
          .sort(),
      ).toEqual(['Alle', 'Extern']);
      expect((await list('clubOwn')).content.find((x) => x.name === 'Alle').favourite).toBe(false);
      await mark('shooter', c.Extern.id, false);
      expect((await as('shooter').get('competitions/favourite')).body).toEqual([c.Alle.id]);
      // each toggle goes to the outbox for notification's favourites replica
      const { rows } = await h.service.ctx.database.pool.query(
        `SELECT envelope->'payload' AS p FROM catalog.outbox
         WHERE type = 'catalog.favourite.changed' AND (envelope->'payload'->>'competitionId')::int = $1 ORDER BY id`,
        [c.Extern.id],
      );
      expect(rows.map((r: { p: { favourite: boolean } }) => r.p.favourite)).toEqual([true, false]);

      expect((await mark('guest', c.Alle.id, true)).status).toBe(401);
      expect((await as('guest').get('competitions/favourites')).status).toBe(401);
      const roleGuest = await h.keys.sign({
        sub: '77',
        roles: ['ROLE_GUEST'],
        permissions: ['IS_GUEST'],
        clubId: null,
      });
      const denied = await h.api(`competitions/${c.Alle.id}/favourite`, {
        method: 'POST',
        token: roleGuest,
        json: { favourite: true },
      });
      expect(denied.status).toBe(403);
      expect((await mark('shooter', c.Intern.id, true)).status).toBe(404);
      expect((await mark('shooter', 999999, true)).status).toBe(404);
      expect(
        (await as('shooter').post(`competitions/${c.Alle.id}/favourite`, { favourite: 'yes' })).status,
      ).toBe(400);
    });
  });
});
