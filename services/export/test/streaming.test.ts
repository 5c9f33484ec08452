import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, startExport, type ExportHarness } from './harness';
import { competition, future } from './fixtures';

const ROWS = 50_000;
let h: ExportHarness;

beforeAll(async () => {
  h = await startExport({ EXPORT_SYNC_MAX_ROWS: String(ROWS * 2) });
  await h.publish('catalog.club.upserted', 1, {
    id: 1,
    name: 'SV Wien',
    longName: 'SV Wien',
    address: 'Hauptstraße 1',
    zip: '1210',
    city: 'Wien',
    country: 'at',
    bmdAccountNumber: null,
    active: true,
  });
  await h.publish(
    'catalog.competition.upserted',
    1,
    competition(100, 1, future, [{ id: 1000, name: 'Squad A' }]),
  );
  // a big competition straight into the read model (the events path is tested elsewhere)
  await h.query(
    `INSERT INTO export.registrations (item_id, version, order_id, order_status, competition_id, squad_id,
       waiting_list, first_name, last_name, email, cancelled, paid, paid2, released)
     SELECT i, 1, i, 'RESERVED', 100, 1000, false, 'Vorname ' || i, 'Nachname ' || i, 'n' || i || '@example.org',
       false, false, false, false FROM generate_series(1, $1::int) i`,
    [ROWS],
  );
});
afterAll(async () => {
  await h?.stop();
});

/** Connections of the run's database that sit in an open transaction (a cursor left behind). */
const openTransactions = async () =>
  Number(
    (
      await h.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database()
           AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()`,
      )
    )[0]!.n,
  );

describe('streamed exports', () => {
  it('when a big PractiScore file is downloaded, then every row arrives in order', async () => {
    const { response, bytes } = await h.call('admin', '/api/exports/practiScore?competitionId=100');
    expect(response.status).toBe(200);
    const rows = parseCsv(bytes.toString('utf8'), ',');
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[1]!.slice(0, 2)).toEqual(['Vorname 1', 'Nachname 1']);
  });

  it('when the browser cancels a download midway, then the export stops and gives its connection back', async () => {
    const controller = new AbortController();
    const response = await fetch(`${h.base}/api/exports/allCompetitors`, {
      headers: { authorization: `Bearer ${await h.token('admin')}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    controller.abort();
    await waitFor(async () => (await openTransactions()) === 0, 20_000);
    // the service still answers, with a whole file
    const again = await h.call('admin', '/api/exports/practiScore?competitionId=100');
    expect(again.response.status).toBe(200);
    expect(parseCsv(again.bytes.toString('utf8'), ',')).toHaveLength(ROWS + 1);
  });
});
