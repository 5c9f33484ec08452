import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase<Record<string, unknown>>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  close(): Promise<void>;
}

/** A pool whose sessions see the service's own schema first (database-per-service on one server). */
export function createDatabase(url: string, schema: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c search_path=${quoteIdent(schema)},public`,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', () => undefined); // an idle client lost its server; the pool replaces it
  const db = drizzle(pool) as Database;
  return { pool, db, close: () => pool.end() };
}

export const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier ${name}`);
  return `"${name}"`;
};
