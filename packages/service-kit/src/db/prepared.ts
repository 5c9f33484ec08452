import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './connection';

const dialect = new PgDialect();

type Executor = Pick<Database, 'execute'> & Partial<Pick<Database, '_'>>;

/**
 * Runs a statement as a named prepared statement of the connection: PostgreSQL parses and plans
 * it once per connection (then keeps a generic plan if that is no worse) instead of on every call.
 * Measured on the hot reads: planning cost 2.2 ms of a 0.3 ms participants list and 0.28 ms of a
 * 0.06 ms sign-up read. For statements whose text comes in few variants only (each variant is
 * prepared on every pooled connection); the name is the text's hash, so a variant never collides.
 * Same answer as `execute`, on the database or inside a transaction.
 */
export function executePrepared(executor: Executor, query: SQL): ReturnType<Database['execute']> {
  const session = executor._?.session;
  if (!session) return executor.execute(query);
  const compiled = dialect.sqlToQuery(query);
  const name = `p_${createHash('sha1').update(compiled.sql).digest('base64url')}`;
  return session.prepareQuery(compiled, undefined, name, false).execute() as ReturnType<Database['execute']>;
}
