import pg from 'pg';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../scripts/seed';
import { DEMO_REGISTRATIONS } from '../../scripts/seed-registrations';
import { startPortal, type Portal } from './portal';
import { callApi, login } from './session';

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

  it('when the stack started after the seed then the demo registrations are there, the seat counts match them and seeding again changes nothing', async () => {
    const items = async () =>
      (
        await pool.query(
          `SELECT i.id, i.squad_id, i.paid, i.cancelled, i.waiting_list, i.released, o.payment_method
           FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id
           WHERE o.status = 'RESERVED' ORDER BY i.id`,
        )
      ).rows;
    // the occupancy rows count exactly the live items (docs/seat-invariant.md)
    const seats = async () =>
      (
        await pool.query(
          `SELECT o.squad_id, o.taken, o.held, o.waiting,
             (SELECT count(*)::int FROM registration.order_items i JOIN registration.orders r ON r.id = i.order_id
              WHERE i.squad_id = o.squad_id AND r.status = 'RESERVED' AND NOT i.cancelled AND NOT i.released
                AND NOT i.waiting_list) AS places,
             (SELECT count(*)::int FROM registration.order_items i
              WHERE i.squad_id = o.squad_id AND NOT i.cancelled AND NOT i.released AND i.waiting_list) AS waits
           FROM registration.squad_occupancy o ORDER BY o.squad_id`,
        )
      ).rows;
    const seeded = await items();
    // one item per entry, a multiple-waiting-list entry one per squad it waits on
    expect(seeded).toHaveLength(
      DEMO_REGISTRATIONS.reduce((n, demo) => n + Math.max(1, demo.squads.length), 0),
    );
    expect(seeded.filter((item) => item.paid)).toHaveLength(DEMO_REGISTRATIONS.filter((d) => d.paid).length);
    expect(seeded.filter((item) => item.cancelled)).toHaveLength(1);
    expect(seeded.filter((item) => item.waiting_list).length).toBeGreaterThanOrEqual(2);
    const occupancy = await seats();
    expect(occupancy.filter((row) => row.taken > 0).length).toBeGreaterThan(0);
    for (const row of occupancy)
      expect(row).toMatchObject({ taken: row.places, held: 0, waiting: row.waits });
    // the catalog's and the export's replicas got them through the events
    const catalogSeats = async () =>
      (await pool.query('SELECT squad_id, taken, waiting FROM catalog.squad_occupancy')).rows;
    await waitFor(async () => {
      const replica = new Map((await catalogSeats()).map((r) => [r.squad_id, r]));
      return occupancy.every(
        (row) =>
          (replica.get(row.squad_id)?.taken ?? 0) === row.taken &&
          (replica.get(row.squad_id)?.waiting ?? 0) === row.waiting,
      );
    }, 20_000);
    await waitFor(
      async () => (await count('SELECT count(*) FROM export.registrations')) === seeded.length,
      20_000,
    );

    // the demo shooter's myCompetitions and the admin's order list show them
    const shooter = await login(portal.url, 'shooter', 'Shooter123!');
    const booked = await callApi<{ totalElements: number; content: { paid: boolean }[] }>(
      portal.url,
      'userBookedCompetitions?archive=false',
      shooter,
    );
    expect(booked.totalElements).toBe(DEMO_REGISTRATIONS.filter((d) => d.who === 'shooter').length);
    expect(booked.content.some((row) => row.paid)).toBe(true);
    const shooter2 = await login(portal.url, 'shooter2', 'Shooter123!');
    const waiting = await callApi<{ totalElements: number }>(
      portal.url,
      'userBookedCompetitions?multipleWaitingList=true',
      shooter2,
    );
    expect(waiting.totalElements).toBe(1);
    const admin = await login(portal.url, 'admin', 'Admin123!');
    const orders = await callApi<{ totalElements: number }>(portal.url, 'orders?page=0&size=25', admin);
    expect(orders.totalElements).toBe(DEMO_REGISTRATIONS.length);

    // seeding again (npm start on the same database) changes nothing
    await seedAll(portal.infra.databaseUrl, () => undefined);
    expect(await items()).toEqual(seeded);
    expect(await seats()).toEqual(occupancy);
  }, 120_000);
});
