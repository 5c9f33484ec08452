import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/**
 * Applies the service's checked-in SQL migrations to its own schema. An advisory lock keeps
 * replicas that start together from migrating twice.
 */
export async function runMigrations(pool: pg.Pool, schema: string, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
    // the journal lives beside the schema: the first migration itself creates the schema
    await migrate(drizzle(client), {
      migrationsFolder,
      migrationsSchema: `${schema}_migrations`,
      migrationsTable: '__drizzle_migrations',
    });
  } finally {
    await client
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`])
      .catch(() => undefined);
    client.release();
  }
}
