import { createDatabase, type Database } from '@portal/service-kit';
import type { Pool } from 'pg';
import { createFileStorage, fileStoreConfigFrom, type FileStoreConfig } from '../domain/files/file-store';
import type { FileStorage } from '../domain/files/storage';

export interface CommandContext {
  db: Database;
  pool: Pool;
  storage: FileStorage;
  config: FileStoreConfig;
}

/**
 * Runs a one-time command (files:migrate, images:convert, the demo seed) against catalog's
 * database and the store configured like the service's (FILE_STORE, docs/file-store.md).
 */
export async function withFileStore<T>(
  env: NodeJS.ProcessEnv,
  run: (context: CommandContext) => Promise<T>,
  root?: string,
): Promise<T> {
  const config = fileStoreConfigFrom(env, root);
  const database = createDatabase(
    env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal',
    'catalog',
    2,
  );
  const storage = createFileStorage(config, database.pool);
  try {
    return await run({ db: database.db, pool: database.pool, storage, config });
  } finally {
    (storage as { close?: () => void }).close?.();
    await database.close();
  }
}
