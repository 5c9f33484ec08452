import autocannon from 'autocannon';
import { figures } from './figures';
import pg from 'pg';
import { createTestInfra } from '@portal/service-kit/testing';
import { migrateAll } from '../scripts/migrate';
import { seedAll } from '../scripts/seed';
import { startStack } from '../scripts/stack';

const CLUBS = 200;
const COMPETITIONS = 5000;
const SQUADS_PER_COMPETITION = 4;

/**
 * 200 clubs, 5,000 competitions over two years around today (most ALL, some EXTERNAL, INTERNAL,
 * UNLISTED, cancelled), 20,000 squads with occupancy, in one SQL pass.
 */
async function loadVolume(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO catalog.clubs (name, long_name, address, zip, city, country)
      SELECT 'Bench-Verein ' || g, 'Bench Schützenverein ' || g, 'Weg ' || g, (1000 + g * 7)::text,
             'Stadt ' || (g % 50), CASE WHEN g % 3 = 0 THEN 'de' ELSE 'at' END
      FROM generate_series(1, ${CLUBS}) g`);
    await client.query(`
      WITH club AS (SELECT array_agg(id ORDER BY id) ids FROM catalog.clubs WHERE name LIKE 'Bench-Verein %'),
           type AS (SELECT array_agg(id ORDER BY id) ids FROM catalog.competition_types WHERE NOT event),
           level AS (SELECT array_agg(id ORDER BY id) ids FROM catalog.levels)
      INSERT INTO catalog.competitions (club_id, name, competition_type_id, level_id, competition_date,
        competition_end_date, registration_start, registration_end, view_type, cancelled, state, city, zip,
        country, pay_on_site, stages, nomination_fee, information)
      SELECT club.ids[1 + g % ${CLUBS}], 'Bench-Match ' || g, type.ids[1 + g % array_length(type.ids, 1)],
             level.ids[1 + g % array_length(level.ids, 1)],
             now() + ((g % 730) - 365) * interval '1 day',
             now() + ((g % 730) - 365) * interval '1 day' + interval '8 hours',
             now() + ((g % 730) - 400) * interval '1 day', now() + ((g % 730) - 367) * interval '1 day',
             (ARRAY['ALL','ALL','ALL','ALL','ALL','ALL','ALL','EXTERNAL','INTERNAL','UNLISTED'])[1 + g % 10],
             g % 50 = 0,
             (ARRAY['Wien','Niederösterreich','Oberösterreich','Steiermark','Tirol','Kärnten','Salzburg','Vorarlberg','Burgenland'])[1 + g % 9],
             'Stadt ' || (g % 50), (1000 + g % 9000)::text, 'at', true, 6 + g % 10, 30 + g % 40,
             '<p>Ausschreibung folgt.</p>'
      FROM generate_series(1, ${COMPETITIONS}) g, club, type, level`);
    await client.query(`
      INSERT INTO catalog.squads (competition_id, name, information, squad_size, max_waiting_list_size,
        start_date, start_time, end_time, sort_order)
      SELECT c.id, 'Squad ' || s, 'Start', 10 + s, 2, c.competition_date::date, '08:00', '12:00', s
      FROM catalog.competitions c, generate_series(1, ${SQUADS_PER_COMPETITION}) s
      WHERE c.name LIKE 'Bench-Match %'`);
    await client.query(`
      INSERT INTO catalog.squad_occupancy (squad_id, taken, waiting, version)
      SELECT id, id % 14, id % 3, 1 FROM catalog.squads`);
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** Requests per second and latency of the public competition list through the gateway. */
export async function benchPublicList(seconds = 10) {
  const infra = await createTestInfra('benchpublic');
  await migrateAll(infra.databaseUrl);
  await seedAll(infra.databaseUrl, () => undefined);
  await loadVolume(infra.databaseUrl);
  const stack = await startStack({
    env: { ...infra.env, LOG_LEVEL: 'warn' },
    freePorts: true,
    output: 'ignore',
    extraGatewayEnv: { RATE_LIMIT_POINTS: '100000000' },
  });
  try {
    const url = (filter: Record<string, unknown>) =>
      `${stack.gatewayUrl}/api/publicResources/competitions?size=50&page=0&sort=competitionDate,asc&filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const check = await fetch(url({}));
    const first = (await check.json()) as { content: unknown[]; totalElements: number };
    if (check.status !== 200 || first.content.length !== 50) throw new Error(`list answered ${check.status}`);
    const run = (target: string, connections = 50) =>
      autocannon({ url: target, connections, duration: seconds });
    // warm up the services' connection pools and JIT
    await autocannon({ url: url({}), connections: 20, duration: 2 });
    const plain = await run(url({}));
    const filtered = await run(
      url({ province: ['Steiermark', 'Tirol'], level: [1, 2, 3], competition: 'Match' }),
    );
    // fewer clients at once: the latency one shooter sees while the machine is not saturated
    const light = await run(url({}), 10);
    return {
      clubs: CLUBS,
      competitions: COMPETITIONS,
      squads: COMPETITIONS * SQUADS_PER_COMPETITION,
      upcomingVisible: first.totalElements,
      withoutFilter: figures(plain),
      withFilter: figures(filtered),
      withoutFilter10Connections: figures(light),
    };
  } finally {
    await stack.stop();
    await infra.cleanup();
  }
}
