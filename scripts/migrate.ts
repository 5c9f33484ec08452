import path from 'node:path';
import { SERVICE_NAMES } from '@portal/contracts';
import { runMigrations } from '@portal/service-kit';
import pg from 'pg';
import { ROOT } from './stack';

/** Creates the database if missing and applies every service's migrations to its own schema. */
export async function migrateAll(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await client.end();

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  for (const service of SERVICE_NAMES) {
    await runMigrations(pool, service, path.join(ROOT, 'services', service, 'drizzle'));
  }
  await pool.end();
}
