import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions } from '../src/db/schema';
import { competitionFixture, type CompetitionFixture } from './competition-fixture';
import type { Json } from './support';

const DAY = 86_400_000;

describe('catalog competitionInRegistrationWindow', () => {
  let f: CompetitionFixture;
  const ids: Record<string, number> = {};
  const inWindow = async (key: string, who = 'guest') => {
    const res = await f.h.as(who).get(`publicResources/competitionInRegistrationWindow/${ids[key]}`);
    expect(res.status).toBe(200);
    return res.body as boolean;
  };

  beforeAll(async () => {
    f = await competitionFixture('window');
    const make = async (key: string, patch: Record<string, unknown>, open = true) => {
      const res = await f.h
        .as('admin')
        .post('competitions', f.body({ name: key, viewType: 'ALL', ...patch }));
      expect(res.status).toBe(201);
      ids[key] = (res.body as Json).id;
      // a window that opened yesterday (the API refuses a start in the past)
      if (open)
        await f.h.service.ctx.db
          .update(competitions)
          .set({ registrationStart: new Date(Date.now() - DAY) })
          .where(eq(competitions.id, ids[key]!));
    };
    await make('Offen', {});
    await make('Bald', {}, false);
    await make('Ohne Anmeldung', { registration: false });
    await make('Inaktiv', { active: false });
    await make('Abgesagt', {}, false);
    await make('Intern', { viewType: 'INTERNAL' });
    await make('Vorbei', {});
    // cancelled before its window opens (a started registration cannot be cancelled), then opened
    const cancel = await f.h
      .as('admin')
      .put('competitions/updateCancel', { id: ids.Abgesagt, cancelled: true });
    expect(cancel.status).toBeLessThan(300);
    await f.h.service.ctx.db
      .update(competitions)
      .set({ registrationStart: new Date(Date.now() - DAY) })
      .where(eq(competitions.id, ids.Abgesagt!));
    await f.h.service.ctx.db
      .update(competitions)
      .set({ registrationEnd: new Date(Date.now() - 3600_000) })
      .where(eq(competitions.id, ids.Vorbei!));
  });
  afterAll(async () => {
    await f?.h.close();
  });

  it('is true only while a visible, active, uncancelled competition with registration is within its window', async () => {
    expect(await inWindow('Offen')).toBe(true);
    for (const key of ['Bald', 'Ohne Anmeldung', 'Inaktiv', 'Abgesagt', 'Vorbei'])
      expect([key, await inWindow(key, 'admin')]).toEqual([key, false]);
  });

  it('follows who may open the competition: INTERNAL only for its club and admins', async () => {
    expect(await inWindow('Intern')).toBe(false);
    expect(await inWindow('Intern', 'clubOther')).toBe(false);
    expect(await inWindow('Intern', 'clubOwn')).toBe(true);
    expect(await inWindow('Intern', 'admin')).toBe(true);
  });

  it('answers false for an unknown id and 400 for a malformed one', async () => {
    ids.unknown = 987_654;
    expect(await inWindow('unknown')).toBe(false);
    expect((await f.h.as('guest').get('publicResources/competitionInRegistrationWindow/abc')).status).toBe(
      400,
    );
  });
});
