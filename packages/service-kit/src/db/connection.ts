import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase<Record<string, unknown>>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  /** the readiness check: resolves when the database answers */
  answers(): Promise<void>;
  close(): Promise<void>;
}

/** a query that finished this recently proves the database answers while every client is busy */
export const BUSY_POOL_PROOF_MS = 5000;

/** A pool whose sessions see the service's own schema first (database-per-service on one server). */
export function createDatabase(url: string, schema: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c search_path=${quoteIdent(schema)},public`,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', () => undefined); // an idle client lost its server; the pool replaces it
  let answeredAt = 0;
  pool.on('release', (error?: Error) => {
    if (!error) answeredAt = Date.now();
  });
  const db = drizzle(pool) as Database;
  return {
    pool,
    db,
    // under a rush every client is busy and a probe query would wait behind the rush, time out
    // and take every replica out of its Service at once (docs/replicas.md, readiness under load)
    async answers() {
      if (pool.waitingCount > 0 && Date.now() - answeredAt < BUSY_POOL_PROOF_MS) return;
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

export const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier ${name}`);
  return `"${name}"`;
};
