import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { adminDatabaseUrl } from '@portal/service-kit/testing';
import pg from 'pg';
import { migrateAll } from '../../scripts/migrate';
import { seedAll } from '../../scripts/seed';
import { ROOT } from '../../scripts/stack';

const PREFIX = 'tmpl_e2e_';
/** what migrations and demo data are made of: any change there makes a new template */
const SOURCES = ['packages', 'services', 'scripts'];

function sourceHash(): string {
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'test') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|sql|json)$/.test(entry.name)) hash.update(file).update(fs.readFileSync(file));
    }
  };
  for (const source of SOURCES) walk(path.join(ROOT, source));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A database with every service's schema and the demo data, made once for the sources as they are
 * and then copied for each portal (`CREATE DATABASE … TEMPLATE`): migrating and seeding cost each
 * portal's start several CPU-seconds (docs/testing.md). Parallel test processes wait for the one
 * making it (an advisory lock); a template marked `datistemplate` is complete.
 */
export async function seededTemplate(): Promise<string> {
  const name = PREFIX + sourceHash();
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [PREFIX]);
    const done = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name]);
    if (done.rowCount) return name;
    await dropTemplates(admin);
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminDatabaseUrl());
    url.pathname = `/${name}`;
    await migrateAll(url.toString());
    await seedAll(url.toString(), () => undefined);
    await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [PREFIX]).catch(() => undefined);
    await admin.end();
  }
}

/** Templates of earlier sources (and a half-made one) go; one still being copied stays. */
async function dropTemplates(admin: pg.Client) {
  const old = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${PREFIX}%`],
  );
  for (const { datname } of old.rows) {
    try {
      await admin.query(`ALTER DATABASE "${datname}" WITH IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE "${datname}"`);
    } catch {
      // in use by a copy under way: the next change of sources removes it
    }
  }
}
