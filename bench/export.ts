import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { createTestInfra, createTestKeys } from '@portal/service-kit/testing';
import { freePort } from '../scripts/stack';
import { ensureBuilt } from '../scripts/build-services.mjs';
import { ready } from './ready';
import { launchComponent } from './rush-stack';
import { registrationRows } from '../services/export/src/domain/exports/registrations';
import { activeRegistration } from '../services/export/src/domain/exports/sql-parts';

/**
 * `npm run bench -- export`: a 100,000-row registrations xlsx (`GET /api/exports/allCompetitors`
 * as an admin) from the export service running as its own process, with the time of the answer
 * and the process's peak RSS, next to `COPY (the same query) TO STDOUT` in the same run as the
 * floor. The read model is filled with SQL (200 competitions of 10 clubs, 1,000 squads).
 */
const ROWS = Number(process.env.EXPORT_BENCH_ROWS ?? 100_000);

/** Resident set size of a process now and at its peak (Linux /proc), in MB. */
function rss(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { now: +(kb('VmRSS') / 1024).toFixed(1), peak: +(kb('VmHWM') / 1024).toFixed(1) };
}

async function seed(pool: pg.Pool) {
  await pool.query(`
    INSERT INTO export.clubs (id, version, name, address, zip, city, country, active)
      SELECT i, 1, 'Club ' || i, 'Straße ' || i, '1010', 'Wien', 'at', true FROM generate_series(1, 10) i;
    INSERT INTO export.reference_names (kind, id, version, name)
      SELECT k, i, 1, k || ' ' || i FROM unnest(ARRAY['divisions', 'competitionClasses', 'factors']) k,
        generate_series(1, 5) i;
    INSERT INTO export.competitions (id, version, club_id, name, event, competition_type_id,
        competition_type_name, view_type, competition_date, public_link, paid, cancelled, active)
      SELECT i, 1, 1 + i % 10, 'Bewerb ' || i, false, 1, 'IPSC', 'ALL', now() + i * interval '1 day',
        'l' || i, true, false, true FROM generate_series(1, 200) i;
    INSERT INTO export.squads (id, competition_id, name, start_date, start_time, end_time, squad_size, position)
      SELECT i, 1 + (i - 1) / 5, 'Squad ' || i, '2027-01-01', '09:00:00', '12:00:00', 500, i % 5
      FROM generate_series(1, 1000) i;`);
  await pool.query(
    `INSERT INTO export.registrations (item_id, version, order_id, order_status, payment_method,
        competition_id, squad_id, waiting_list, user_id, first_name, last_name, email, club_id,
        division_id, competition_class_id, factor_id, country, state, cancelled, paid, paid2,
        released, created_at)
      SELECT i, 1, i, 'RESERVED', 'PAY_ON_SITE', 1 + ((i - 1) % 1000) / 5, 1 + (i - 1) % 1000, false, i,
        'Vorname ' || i, 'Nachname ' || i, 'schuetze' || i || '@example.org', 1 + i % 10,
        1 + i % 5, 1 + i % 5, 1 + i % 5, 'at', 'W', false, i % 2 = 0, false, false, now()
      FROM generate_series(1, $1::int) i`,
    [ROWS],
  );
  await pool.query('ANALYZE');
}

/** Time and bytes of COPY of the export's own query (same rows, same joins) as CSV. */
async function copyFloor(pool: pg.Pool) {
  const { sql: text, params } = new PgDialect().sqlToQuery(
    registrationRows(sql`${activeRegistration} AND NOT c.deleted`),
  );
  // COPY takes no parameters: this query has only the literal ones of activeRegistration
  const inline = params.reduce<string>(
    (q, p, i) => q.replace(`$${i + 1}`, pg.Client.prototype.escapeLiteral(String(p))),
    text,
  );
  const client = await pool.connect();
  let bytes = 0;
  const started = performance.now();
  try {
    await pipeline(
      client.query(copyTo(`COPY (${inline}) TO STDOUT WITH (FORMAT csv)`)),
      new Writable({ write: (chunk: Buffer, _e, done) => ((bytes += chunk.length), done()) }),
    );
  } finally {
    client.release();
  }
  return {
    seconds: +((performance.now() - started) / 1000).toFixed(2),
    megabytes: +(bytes / 1e6).toFixed(1),
  };
}

export async function benchExport() {
  const loadAtStart = +os.loadavg()[0]!.toFixed(2);
  const infra = await createTestInfra('expbench');
  const keys = await createTestKeys();
  const jwks = http.createServer((_req, res) => res.end(JSON.stringify(keys.jwks)));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as net.AddressInfo).port}/jwks.json`;
  const port = await freePort();
  await ensureBuilt();
  const child: ChildProcess = launchComponent('export', {
    ...infra.env,
    LOG_LEVEL: 'warn',
    JWKS_URL: jwksUrl,
    PORT: String(port),
    // the figure is the streamed answer itself, not a background job
    EXPORT_SYNC_MAX_ROWS: String(ROWS * 2),
    // as deployed (k8s/base/export.yaml, docker-compose.yml)
    NODE_OPTIONS: '--max-old-space-size=128 --max-semi-space-size=4',
  });
  const pool = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
  try {
    const base = `http://127.0.0.1:${port}`;
    await ready(base);
    await seed(pool);
    const token = await keys.sign({ sub: '1', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] });
    const before = rss(child.pid!);
    let sampledPeak = before.now;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, rss(child.pid!).now)), 25);
    const started = performance.now();
    const response = await fetch(`${base}/api/exports/allCompetitors`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200)
      throw new Error(`export answered ${response.status}: ${await response.text()}`);
    const file = path.join(os.tmpdir(), `export-bench-${process.pid}.xlsx`);
    await pipeline(response.body as unknown as NodeJS.ReadableStream, fs.createWriteStream(file));
    const seconds = +((performance.now() - started) / 1000).toFixed(2);
    clearInterval(sampler);
    const megabytes = +(fs.statSync(file).size / 1e6).toFixed(1);
    fs.rmSync(file);
    const after = rss(child.pid!);
    const floor = await copyFloor(pool);
    return {
      rows: ROWS,
      loadAtStart,
      xlsx: {
        seconds,
        megabytes,
        rssBeforeMb: before.now,
        rssPeakDuringExportMb: +Math.max(sampledPeak, after.now).toFixed(1),
        processPeakRssMb: after.peak,
      },
      copyToStdout: floor,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await pool.end();
    jwks.close();
    await infra.cleanup();
  }
}
