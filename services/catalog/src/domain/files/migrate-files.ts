import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Pool } from 'pg';
import { SAFE_KEY, type FileStorage } from './storage';

export interface MigrationCounts {
  /** written to the store by this run */
  copied: number;
  /** already in the store (an earlier run): left as they are */
  alreadyStored: number;
  /** files no document or variant names (left-overs of refused uploads): not copied */
  unreferenced: number;
  /** named by a document or variant but neither in the directory nor in the store */
  missing: number;
  failed: number;
}

/**
 * Copies the files of the old upload directory (`<dir>/<first two key chars>/<key>`) that a
 * document or image variant names into `store` (docs/file-store.md). Idempotent: keys already
 * stored are skipped, so a second run copies nothing. The directory is only read.
 */
export async function migrateFiles(
  pool: Pool,
  directory: string,
  store: FileStorage,
  log: (line: string) => void,
): Promise<MigrationCounts> {
  const { rows } = await pool.query<{ key: string }>(
    `SELECT storage_key AS key FROM catalog.documents
     UNION SELECT storage_key FROM catalog.document_variants`,
  );
  const referenced = new Set(rows.map((row) => row.key));
  const counts: MigrationCounts = { copied: 0, alreadyStored: 0, unreferenced: 0, missing: 0, failed: 0 };
  const seen = new Set<string>();
  for (const key of await keysIn(directory)) {
    seen.add(key);
    if (!referenced.has(key)) {
      counts.unreferenced++;
      continue;
    }
    try {
      if (await store.has(key)) {
        counts.alreadyStored++;
        continue;
      }
      await store.put(key, createReadStream(path.join(directory, key.slice(0, 2), key)));
      counts.copied++;
    } catch (error) {
      counts.failed++;
      log(`files: ${key} not copied: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const key of referenced) {
    if (seen.has(key) || !SAFE_KEY.test(key)) continue;
    if (!(await store.has(key))) counts.missing++;
  }
  return counts;
}

/** the completed files of the directory (a `.partial` is an interrupted write) */
async function keysIn(directory: string): Promise<string[]> {
  const shards = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const keys: string[] = [];
  for (const shard of shards) {
    if (!shard.isDirectory() || shard.name.length !== 2) continue;
    for (const name of await readdir(path.join(directory, shard.name))) {
      if (SAFE_KEY.test(name) && name.startsWith(shard.name)) keys.push(name);
    }
  }
  return keys.sort();
}
