import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, shooterToken, userPayload } from './support';

const ANNA = 7401;
const BERT = 7402;
const BASE_URL = 'https://portal.test';
const TOKEN_URL = /^https:\/\/portal\.test\/api\/publicResources\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

type Times = { startDate?: string | null; startTime?: string | null; endTime?: string | null };

/**
 * The personal calendar feed and the competition calendar (docs/calendar-feed.md), built by the
 * service and read back with a real iCalendar parser (node-ical): Vienna times on both sides of
 * the spring clock change and in winter, cancelled and waiting entries, the token's life.
 */
describe('calendar feed', () => {
  let r: Registrations;
  let base: string;
  const jwt: Record<string, string> = {};
  const items = { bertWaitingCompetition: 0, saturday: 0, sunday: 0, winter: 0, waiting: 0, allDay: 0 };

  const competition = (id: number, squads: (Times & { id: number; size?: number })[], over = {}) => {
    const snapshot = competitionSnapshot(
      id,
      squads.map((s) => ({ id: s.id, squadSize: s.size ?? 5, maxWaitingListSize: 2 })),
      {
        name: `Cup ${id}`,
        publicLink: `cup-${id}`,
        address: 'Schießstättenweg 1',
        zip: '1100',
        city: 'Wien',
        country: 'AT',
        ...over,
      },
    );
    snapshot.squads = snapshot.squads.map((squad, i) => ({
      ...squad,
      startDate: null,
      startTime: null,
      endTime: null,
      ...squads[i],
    })) as typeof snapshot.squads;
    return r.publishCompetition(snapshot);
  };
  const fetchText = async (path: string) => {
    const response = await fetch(`${base}/api/${path}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      text: await response.text(),
    };
  };
  const events = (text: string) =>
    Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  const feedPath = (url: string) => url.replace(`${BASE_URL}/api/`, '');
  // node-ical keeps URL's VALUE=URI parameter beside the value
  const urlOf = (entry: VEvent) => (entry.url as unknown as { val: string }).val;

  beforeAll(async () => {
    r = await startRegistrations(1, { PUBLIC_BASE_URL: `${BASE_URL}/` }, 'calfeed');
    base = r.bases[0]!;
    await r.publishUserPayload(userPayload(ANNA, { locale: 'de' }));
    await r.publishUserPayload(userPayload(BERT, { locale: 'en' }));
    jwt.anna = await shooterToken(r.keys, ANNA, { clubId: 1 });
    jwt.bert = await shooterToken(r.keys, BERT, { clubId: 1 });
    // Saturday before the spring change (CET), the Sunday after it (CEST), a winter day
    await competition(741, [
      { id: 7411, startDate: '2027-03-27', startTime: '09:00:00', endTime: '12:00:00' },
    ]);
    await competition(742, [
      { id: 7421, startDate: '2027-03-28', startTime: '09:00:00', endTime: '12:00:00' },
    ]);
    await competition(743, [
      { id: 7431, startDate: '2027-01-16', startTime: '10:00:00', endTime: '14:00:00' },
    ]);
    await competition(744, [
      { id: 7441, size: 1, startDate: '2027-02-06', startTime: '08:00:00', endTime: '09:30:00' },
    ]);
    await competition(745, [{ id: 7451 }], {
      competitionDate: '2027-04-30T22:00:00.000Z',
      competitionEndDate: '2027-05-02T15:00:00.000Z',
    });
    items.bertWaitingCompetition = (await signUpOverHttp(base, 744, 7441, jwt.bert)).itemId;
    for (const [key, competitionId, squadId] of [
      ['saturday', 741, 7411],
      ['sunday', 742, 7421],
      ['winter', 743, 7431],
      ['waiting', 744, 7441],
      ['allDay', 745, 7451],
    ] as const)
      items[key] = (await signUpOverHttp(base, competitionId, squadId, jwt.anna)).itemId;
    const cancelled = await call(
      base,
      'PUT',
      `shooterOrderItems/${items.winter}/cancel`,
      undefined,
      jwt.anna,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBeLessThan(300);
  });
  afterAll(async () => {
    await r?.stop();
  });

  it('makes the address once, answers the feed with Vienna times across the clock change, cancelled and waiting entries', async () => {
    const made = await call(base, 'POST', 'calendarFeed', undefined, jwt.anna);
    expect(made.status).toBe(200);
    expect(made.body.url).toMatch(TOKEN_URL);
    const stored = await r.query<{ token_hash: string }>(
      'SELECT token_hash FROM registration.calendar_feeds WHERE user_id = $1',
      [ANNA],
    );
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(made.body.url).not.toContain(stored[0]!.token_hash);
    // asked again: the token exists, its address cannot be shown (only its hash is kept)
    const again = await call(base, 'POST', 'calendarFeed', undefined, jwt.anna);
    expect(again.body).toEqual({ url: null, createdAt: made.body.createdAt });

    const feed = await fetchText(feedPath(made.body.url));
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.cache).toBe('private, max-age=300');
    expect(feed.text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Vienna');
    expect(feed.text).toContain('DTSTART;TZID=Europe/Vienna:20270327T090000');
    const byItem = new Map(events(feed.text).map((e) => [Number(/registration-(\d+)-/.exec(e.uid)![1]), e]));
    expect([...byItem.keys()].sort()).toEqual(
      [items.saturday, items.sunday, items.winter, items.waiting, items.allDay].sort(),
    );

    const saturday = byItem.get(items.saturday)!;
    expect(saturday.start.toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(saturday.end!.toISOString()).toBe('2027-03-27T11:00:00.000Z');
    expect(saturday.summary).toBe('Cup 741 (Squad 7411)');
    expect(saturday.location).toBe('Schießstättenweg 1, 1100 Wien, AT');
    expect(urlOf(saturday)).toBe(`${BASE_URL}/#/competitionDetails/cup-741`);
    expect(saturday.description).toContain(`${BASE_URL}/#/competitionDetails/cup-741`);
    expect(saturday.status).toBe('CONFIRMED');
    const sunday = byItem.get(items.sunday)!;
    expect(sunday.start.toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(sunday.end!.toISOString()).toBe('2027-03-28T10:00:00.000Z');

    const winter = byItem.get(items.winter)!;
    expect(winter.start.toISOString()).toBe('2027-01-16T09:00:00.000Z');
    expect(winter.status).toBe('CANCELLED');
    expect(winter.summary).toBe('Abgemeldet: Cup 743 (Squad 7431)');
    const waiting = byItem.get(items.waiting)!;
    expect(waiting.status).toBe('TENTATIVE');
    expect(waiting.summary).toBe('Warteliste: Cup 744 (Squad 7441)');

    const allDay = byItem.get(items.allDay)!;
    expect(allDay.datetype).toBe('date');
    expect(feed.text).toContain('DTSTART;VALUE=DATE:20270501');
    expect(feed.text).toContain('DTEND;VALUE=DATE:20270503');
  });

  it("another user's feed shows only that user's registrations, in the user's language", async () => {
    const made = await call(base, 'POST', 'calendarFeed', undefined, jwt.bert);
    const feed = await fetchText(feedPath(made.body.url));
    const entries = events(feed.text);
    expect(entries.map((e) => e.uid)).toEqual([
      `registration-${items.bertWaitingCompetition}-744@portal.test`,
    ]);
    expect(entries[0]!.summary).toBe('Cup 744 (Squad 7441)');
    expect(entries[0]!.description).toContain('Competition page:');
    expect(feed.text).not.toContain('Cup 741');
  });

  it('rotation kills the old address; unknown and malformed tokens answer 404 and nothing else', async () => {
    const old = (await call(base, 'POST', 'calendarFeed/rotate', undefined, jwt.anna)).body.url as string;
    const rotated = await call(base, 'POST', 'calendarFeed/rotate', undefined, jwt.anna);
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).toMatch(TOKEN_URL);
    expect(rotated.body.url).not.toBe(old);
    expect((await fetchText(feedPath(old))).status).toBe(404);
    expect((await fetchText(feedPath(rotated.body.url))).status).toBe(200);
    for (const token of ['A'.repeat(43), 'abc', 'A'.repeat(44), `${'B'.repeat(42)}!`]) {
      const answer = await fetchText(`publicResources/calendar/${token}.ics`);
      expect(answer.status, token).toBe(404);
      expect(answer.text).not.toContain('VCALENDAR');
    }
    // a guest has no feed
    expect((await call(base, 'POST', 'calendarFeed')).status).toBe(401);
  });

  it("a published competition's calendar lists its squads; unknown, inactive and members-only ones are 404", async () => {
    await competition(746, [
      { id: 7461, startDate: '2027-03-27', startTime: '13:00:00', endTime: '15:00:00' },
      { id: 7462, startDate: '2027-03-28', startTime: '13:00:00', endTime: '15:00:00' },
    ]);
    const answer = await fetchText('publicResources/calendar/competitions/cup-746.ics?locale=en');
    expect(answer.status).toBe(200);
    const entries = events(answer.text).sort((a, b) => a.start.getTime() - b.start.getTime());
    expect(entries.map((e) => [e.summary, e.start.toISOString(), e.end!.toISOString()])).toEqual([
      ['Cup 746 (Squad 7461)', '2027-03-27T12:00:00.000Z', '2027-03-27T14:00:00.000Z'],
      ['Cup 746 (Squad 7462)', '2027-03-28T11:00:00.000Z', '2027-03-28T13:00:00.000Z'],
    ]);
    await competition(747, [{ id: 7471 }], { active: false });
    await competition(748, [{ id: 7481 }], { viewType: 'INTERNAL' });
    for (const link of ['cup-747', 'cup-748', 'nope', 'bad.link'])
      expect((await fetchText(`publicResources/calendar/competitions/${link}.ics`)).status, link).toBe(404);
    expect((await fetchText('publicResources/calendar/competitions/cup-746.ics?locale=fr')).status).toBe(400);
  });
});
