import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions } from '../src/db/schema';
import { competitionFixture, type CompetitionFixture } from './competition-fixture';

/** Noon of 15 June of a year, so no time zone moves it into another year. */
const midYear = (year: number) => new Date(Date.UTC(year, 5, 15, 10));

/**
 * The results page's year filter offers the years the archive really holds (issue 9 item 18), for
 * this visitor: a cancelled competition of a coming year is archived too.
 */
describe('years of the results archive', () => {
  let f: CompetitionFixture;
  const thisYear = new Date().getUTCFullYear();
  const cancelledYear = thisYear + 2;

  const create = async (name: string, patch: Record<string, unknown>) => {
    const answer = await f.h
      .as('admin')
      .post('competitions', f.body({ club: { id: f.ownClubId }, name, ...patch }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.id as number;
  };
  /** moves a competition to a year by hand: the API refuses dates in the past */
  const moveTo = async (id: number, year: number, cancelled = false) => {
    await f.h.service.ctx.db
      .update(competitions)
      .set({ competitionDate: midYear(year), competitionEndDate: midYear(year), cancelled })
      .where(eq(competitions.id, id));
  };
  const yearsAs = async (who: string) => {
    const answer = await f.h.as(who).get('publicResources/competitions/archiveYears');
    expect(answer.status).toBe(200);
    return answer.body.years as number[];
  };

  beforeAll(async () => {
    f = await competitionFixture('archive_years');
    f.tokens.member = await f.h.keys.sign({
      sub: '7',
      roles: ['ROLE_USER'],
      permissions: ['IS_USER_SHOOTER'],
      clubId: f.ownClubId,
    });
    await moveTo(await create('Abgesagt in zwei Jahren', { viewType: 'ALL' }), cancelledYear, true);
    await moveTo(await create('Vergangen 2019', { viewType: 'ALL' }), 2019);
    await moveTo(await create('Noch einmal 2019', { viewType: 'ALL' }), 2019);
    await moveTo(await create('Intern 2015', { viewType: 'INTERNAL' }), 2015);
    await moveTo(await create('Ungelistet 2014', { viewType: 'UNLISTED' }), 2014);
    await moveTo(await create('Inaktiv 2013', { viewType: 'ALL', active: false }), 2013);
    // upcoming, not cancelled: not in the archive
    await moveTo(await create('Kommt noch', { viewType: 'ALL' }), thisYear + 3);
  });
  afterAll(() => f.h.close());

  it('answers the distinct years of the archive newest first, a cancelled coming year included', async () => {
    expect(await yearsAs('guest')).toEqual([cancelledYear, 2019]);
  });

  it('follows who may see which competition, as the archive list does', async () => {
    expect(await yearsAs('member')).toEqual([cancelledYear, 2019, 2015]);
    expect(await yearsAs('admin')).toEqual([cancelledYear, 2019, 2015]);
    expect(await yearsAs('clubOther')).toEqual([cancelledYear, 2019]);
  });

  it('offers only years whose archive filter finds entries, and the list finds none in years left out', async () => {
    const count = async (year: number) => {
      const filter = encodeURIComponent(JSON.stringify({ archive: true, year }));
      const answer = await f.h.as('guest').get(`publicResources/competitions?filter=${filter}`);
      expect(answer.status).toBe(200);
      return answer.body.totalElements as number;
    };
    expect(await count(cancelledYear)).toBe(1);
    expect(await count(2019)).toBe(2);
    for (const year of [2015, 2014, 2013, thisYear + 3]) expect(await count(year), String(year)).toBe(0);
  });
});
