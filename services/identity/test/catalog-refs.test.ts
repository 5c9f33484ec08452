import { CATALOG_EVENTS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { json, knownRefs, registration, startIdentity, userCount, type IdentityHarness } from './support';

const createUser = (h: IdentityHarness, body: unknown) =>
  h.api('/api/publicResources/createUser', { method: 'POST', json: body });

describe('catalog ids in user data, checked against the replica of catalog events (real RabbitMQ)', () => {
  let h: IdentityHarness;
  let anna: number;
  beforeAll(async () => {
    h = await startIdentity();
    anna = await h.user('anna');
    await h.user('root', { role: 'ROLE_ADMIN' });
  });
  afterAll(async () => h.close());

  it('when catalog events arrive then identity keeps the ids of classes, divisions, factors and clubs', async () => {
    // support publishes the demo ids at start: 7 classes, 18 divisions, 2 factors, 8 clubs
    expect(await knownRefs(h, 'competitionClasses')).toBe(7);
    expect(await knownRefs(h, 'divisions')).toBe(18);
    expect(await knownRefs(h, 'factors')).toBe(2);
    expect(await knownRefs(h, 'clubs')).toBe(8);
  });

  it('when a guest registers with ids catalog does not have then 400 naming the field and no user', async () => {
    const before = await userCount(h);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ competitionClass: { id: 99_999_999 } }, 'competitionClass.id', 'FIELD_INVALID'],
      [{ division: { id: 999_999 } }, 'division.id', 'FIELD_INVALID'],
      [{ factor: { id: 3 } }, 'factor.id', 'FIELD_INVALID'],
      [{ club: { id: 999_999 } }, 'club.id', 'CLUB_DOES_NOT_EXIST'],
    ];
    for (const [override, field, error] of cases) {
      const r = await createUser(h, registration(`unknown.${field.split('.')[0]}`, override));
      expect([r.status, await json(r)]).toEqual([400, { error, field }]);
    }
    expect(await userCount(h)).toBe(before);
    expect((await createUser(h, registration('known.ids', { club: { id: 3 } }))).status).toBe(201);
  });

  it('when catalog deleted an id then it is refused, and an older upsert arriving late does not bring it back', async () => {
    await h.publishCatalog([
      { type: CATALOG_EVENTS.referenceDataDeleted, version: 2, payload: { resource: 'divisions', id: 5 } },
      { type: CATALOG_EVENTS.clubDeleted, version: 4, payload: { id: 6 } },
      { type: CATALOG_EVENTS.referenceDataUpserted, version: 1, payload: { resource: 'divisions', id: 5 } },
      { type: CATALOG_EVENTS.clubUpserted, version: 3, payload: { id: 6, active: true } },
      // a class created later in catalog becomes usable once its event arrived
      {
        type: CATALOG_EVENTS.referenceDataUpserted,
        version: 1,
        payload: { resource: 'competitionClasses', id: 8 },
      },
    ]);
    const before = await userCount(h);
    const division = await createUser(h, registration('deleted.division', { division: { id: 5 } }));
    expect([division.status, await json(division)]).toEqual([
      400,
      { error: 'FIELD_INVALID', field: 'division.id' },
    ]);
    const club = await createUser(h, registration('deleted.club', { club: { id: 6 } }));
    expect([club.status, await json(club)]).toEqual([
      400,
      { error: 'CLUB_DOES_NOT_EXIST', field: 'club.id' },
    ]);
    expect(await userCount(h)).toBe(before);
    expect((await createUser(h, registration('new.class', { competitionClass: { id: 8 } }))).status).toBe(
      201,
    );
  });

  it('when a profile names unknown division_ids or a class then 400 and nothing changes; ids held stay valid', async () => {
    const token = await h.login('anna');
    const base = { email: 'anna@example.at', selectedLanguage: 'de', firstName: 'Anna', lastName: 'Auer' };
    const put = (body: Record<string, unknown>) =>
      h.api(`/api/profile/${anna}`, { method: 'PUT', token, json: { ...base, ...body } });
    const unknownIds = await put({ division_ids: [1, 999_999] });
    expect([unknownIds.status, await json(unknownIds)]).toEqual([
      400,
      { error: 'FIELD_INVALID', field: 'division_ids' },
    ]);
    const unknownClass = await put({ competitionClass: { id: 99_999_999 } });
    expect([unknownClass.status, await json(unknownClass)]).toEqual([
      400,
      { error: 'FIELD_INVALID', field: 'competitionClass.id' },
    ]);
    const [stored] = await h.service.ctx.db.select().from(users).where(eq(users.id, anna));
    expect([stored!.notificationDivisionIds, stored!.competitionClassId, stored!.version]).toEqual([
      [],
      null,
      1,
    ]);

    // held before catalog deleted them: saving the profile again keeps them
    await h.service.ctx.db
      .update(users)
      .set({ divisionId: 5, notificationDivisionIds: [5] })
      .where(eq(users.id, anna));
    const kept = await put({ division: { id: 5 }, division_ids: [5, 2] });
    expect(kept.status).toBe(200);
    expect(await json(kept)).toMatchObject({ division: { id: 5 }, division_ids: [5, 2] });
  });

  it('when an administrator creates or edits a user with an unknown factor or club then 400 and nothing is written', async () => {
    const token = await h.login('root');
    const before = await userCount(h);
    const newUser = {
      username: 'made.by.admin',
      email: 'made.by.admin@example.at',
      userRoleIds: [4],
      firstName: 'Neu',
      lastName: 'Angelegt',
      selectedLanguage: 'de',
      password: 'Create123',
      password2: 'Create123',
    };
    const created = await h.api('/api/users', {
      method: 'POST',
      token,
      json: { ...newUser, factor: { id: 9 } },
    });
    expect([created.status, await json(created)]).toEqual([
      400,
      { error: 'FIELD_INVALID', field: 'factor.id' },
    ]);
    expect(await userCount(h)).toBe(before);

    const edited = await h.api(`/api/users/${anna}`, {
      method: 'PUT',
      token,
      json: { ...newUser, username: 'anna', email: 'anna@example.at', club: { id: 999_999 } },
    });
    expect([edited.status, await json(edited)]).toEqual([
      400,
      { error: 'CLUB_DOES_NOT_EXIST', field: 'club.id' },
    ]);
    const [stored] = await h.service.ctx.db.select().from(users).where(eq(users.id, anna));
    expect(stored!.clubId).toBeNull();
  });
});
