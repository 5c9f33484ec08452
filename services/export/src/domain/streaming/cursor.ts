import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import Cursor from 'pg-cursor';

const dialect = new PgDialect();
export const BATCH_ROWS = 1000;

/**
 * Reads a query's rows with a server-side cursor, a batch at a time, so memory stays flat
 * whatever the number of rows; `onBatch` may wait (the writer's back-pressure) before the next
 * batch is read. The cursor runs in a read-only transaction on one pooled client.
 */
export async function forEachBatch(
  pool: Pool,
  query: SQL,
  onBatch: (rows: unknown[][]) => Promise<void> | void,
): Promise<void> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('BEGIN READ ONLY');
    const cursor = client.query(new Cursor<unknown[]>(text, params as unknown[], { rowMode: 'array' }));
    try {
      for (;;) {
        const rows = await cursor.read(BATCH_ROWS);
        if (rows.length === 0) break;
        await onBatch(rows);
      }
    } finally {
      await cursor.close();
    }
    await client.query('COMMIT');
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // a client whose transaction broke is not given back to the pool in that state
    client.release(failed ? true : undefined);
  }
}

/** The one number a count query answers. */
export async function countRows(pool: Pool, query: SQL): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await pool.query<{ n: string }>(text, params as unknown[]);
  return Number(result.rows[0]?.n ?? 0);
}
