import { IDENTITY_EVENTS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startIdentity, type IdentityHarness } from './support';

/** Registration decides "may X sign up Y" from Y's replica row: Y's user event carries its deputies. */
describe('deputies travel in the user event', () => {
  let h: IdentityHarness;
  let carla: number;
  let dora: number;
  let emil: number;
  beforeAll(async () => {
    h = await startIdentity();
    carla = await h.user('carla');
    dora = await h.user('dora');
    emil = await h.user('emil');
  });
  afterAll(async () => h.close());

  const latestOf = async (userId: number) => {
    const events = (await h.events(IDENTITY_EVENTS.userUpserted)) as unknown as {
      version: number;
      payload: { userId: number; deputyUserIds?: number[] };
    }[];
    return events.filter((e) => e.payload.userId === userId).at(-1);
  };

  it('when deputies are added and removed then each change publishes a newer version of the principal with them', async () => {
    const token = await h.login('carla');
    const first = await h.api(`/api/profile/${carla}/deputy`, {
      method: 'POST',
      token,
      json: { name: 'dora' },
    });
    expect(first.status).toBe(201);
    const afterFirst = await latestOf(carla);
    expect(afterFirst!.payload.deputyUserIds).toEqual([dora]);

    const second = await h.api(`/api/profile/${carla}/deputy`, {
      method: 'POST',
      token,
      json: { name: 'emil' },
    });
    const emilDeputy = await json(second);
    const afterSecond = await latestOf(carla);
    expect(afterSecond!.payload.deputyUserIds).toEqual([dora, emil].sort((a, b) => a - b));
    expect(afterSecond!.version).toBeGreaterThan(afterFirst!.version);

    const removed = await h.api(`/api/profile/${carla}/deputy/${emilDeputy.id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(204);
    const afterRemove = await latestOf(carla);
    expect(afterRemove!.payload.deputyUserIds).toEqual([dora]);
    expect(afterRemove!.version).toBeGreaterThan(afterSecond!.version);
    // the deputy's own event is not touched: the direction is principal -> deputies
    expect((await latestOf(dora))?.payload.deputyUserIds ?? []).toEqual([]);
  });

  it('when a refused deputy change happens then no new version is published', async () => {
    const token = await h.login('carla');
    const before = await latestOf(carla);
    const duplicate = await h.api(`/api/profile/${carla}/deputy`, {
      method: 'POST',
      token,
      json: { name: 'dora' },
    });
    expect(duplicate.status).toBe(409);
    const unknown = await h.api(`/api/profile/${carla}/deputy/999999`, { method: 'DELETE', token });
    expect(unknown.status).toBe(404);
    expect((await latestOf(carla))!.version).toBe(before!.version);
  });

  it('when the profile is saved then the event still carries the deputies', async () => {
    const token = await h.login('carla');
    const saved = await h.api(`/api/profile/${carla}`, {
      method: 'PUT',
      token,
      json: { email: 'carla@example.at', selectedLanguage: 'de', firstName: 'Carla', lastName: 'Berger' },
    });
    expect(saved.status).toBe(200);
    const latest = await latestOf(carla);
    // with the switch that decides whether those deputies get mail copies (on unless turned off)
    expect(latest!.payload).toMatchObject({ firstName: 'Carla', deputyUserIds: [dora], deputyMail: true });
  });
});
