import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './portal';

/** The demo data is seeded before the services start; their replicas must still get all of it. */
describe('seeded demo data reaches every replica', () => {
  let portal: Portal;
  let pool: pg.Pool;
  const count = async (query: string) => Number((await pool.query<{ count: string }>(query)).rows[0]!.count);
  beforeAll(async () => {
    portal = await startPortal();
    pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 1 });
  }, 240_000);
  afterAll(async () => {
    await pool?.end();
    await portal?.stop();
  });

  it('when the stack started after the seed then identity, registration and notification hold the seeded rows', async () => {
    const refs = (kind: string) =>
      count(`SELECT count(*) FROM identity.catalog_refs WHERE kind = '${kind}' AND NOT deleted`);
    const classes = await count('SELECT count(*) FROM catalog.competition_classes');
    expect(classes).toBeGreaterThan(0);
    expect(await refs('competitionClasses')).toBe(classes);
    expect(await refs('divisions')).toBe(await count('SELECT count(*) FROM catalog.divisions'));
    expect(await refs('factors')).toBe(await count('SELECT count(*) FROM catalog.factors'));
    expect(await refs('clubs')).toBe(await count('SELECT count(*) FROM catalog.clubs'));
    const competitions = await count('SELECT count(*) FROM catalog.competitions');
    expect(competitions).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM registration.competitions')).toBe(competitions);
    const users = await count('SELECT count(*) FROM identity.users');
    expect(users).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM registration.users')).toBe(users);
    expect(await count('SELECT count(*) FROM notification.recipients')).toBe(users);
  });
});
