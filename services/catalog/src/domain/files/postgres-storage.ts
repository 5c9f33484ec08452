import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ChunkWriter, readChunks } from '@portal/service-kit';
import type { Pool } from 'pg';
import { checkKey, FileNotFound, storeUnavailable, type FileStorage } from './storage';

/** An attempt never completed after this long was interrupted (its process died): swept. */
const ABANDONED_AFTER = '1 day';

/**
 * Files in catalog's own PostgreSQL tables (docs/file-store.md): chunks of 1 MB written under a
 * new upload id, then the key made visible in one statement. Any replica serves any file.
 */
export class PostgresFileStorage implements FileStorage {
  constructor(private readonly pool: Pool) {}

  async put(key: string, content: Readable): Promise<void> {
    checkKey(key);
    const uploadId = randomUUID();
    try {
      await this.pool.query(
        `DELETE FROM catalog.stored_files
          WHERE completed_at IS NULL AND started_at < now() - interval '${ABANDONED_AFTER}'`,
      );
      await this.pool.query('INSERT INTO catalog.stored_files (upload_id, key) VALUES ($1, $2)', [
        uploadId,
        key,
      ]);
    } catch (error) {
      content.destroy();
      throw unavailable(error);
    }
    // a failing chunk write is the store's (503); any other failure is the source's own error
    const writer = new ChunkWriter((seq, data) =>
      this.pool
        .query('INSERT INTO catalog.stored_file_chunks (upload_id, seq, data) VALUES ($1, $2, $3)', [
          uploadId,
          seq,
          data,
        ])
        .then(
          () => undefined,
          (error: unknown) => Promise.reject(unavailable(error)),
        ),
    );
    try {
      await pipeline(content, writer);
      await this.complete(uploadId, key, writer).catch((error: unknown) =>
        Promise.reject(unavailable(error)),
      );
    } catch (error) {
      // not visible: the row has no completed_at; if even this fails the sweep removes it later
      await this.pool
        .query('DELETE FROM catalog.stored_files WHERE upload_id = $1', [uploadId])
        .catch(() => {});
      throw error;
    }
  }

  /** shows the new file and drops an earlier one under the key, both or neither */
  private async complete(uploadId: string, key: string, writer: ChunkWriter): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM catalog.stored_files WHERE key = $1 AND completed_at IS NOT NULL', [
        key,
      ]);
      await client.query(
        'UPDATE catalog.stored_files SET completed_at = now(), size = $2, chunks = $3 WHERE upload_id = $1',
        [uploadId, writer.written, writer.chunks],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  open(key: string): Readable {
    return Readable.from(this.read(checkKey(key)), { objectMode: false });
  }

  private async *read(key: string): AsyncGenerator<Buffer> {
    const { rows } = await this.pool
      .query<{ upload_id: string; chunks: number }>(
        'SELECT upload_id, chunks FROM catalog.stored_files WHERE key = $1 AND completed_at IS NOT NULL',
        [key],
      )
      .catch((error: unknown) => Promise.reject(unavailable(error)));
    if (!rows[0]) throw new FileNotFound(key);
    const { upload_id: uploadId, chunks } = rows[0];
    yield* readChunks(chunks, async (seq) => {
      const chunk = await this.pool
        .query<{ data: Buffer }>(
          'SELECT data FROM catalog.stored_file_chunks WHERE upload_id = $1 AND seq = $2',
          [uploadId, seq],
        )
        .catch((error: unknown) => Promise.reject(unavailable(error)));
      return chunk.rows[0]?.data;
    });
  }

  async has(key: string): Promise<boolean> {
    const { rowCount } = await this.pool
      .query('SELECT 1 FROM catalog.stored_files WHERE key = $1 AND completed_at IS NOT NULL', [
        checkKey(key),
      ])
      .catch((error: unknown) => Promise.reject(unavailable(error)));
    return (rowCount ?? 0) > 0;
  }

  async remove(key: string): Promise<void> {
    await this.pool
      .query('DELETE FROM catalog.stored_files WHERE key = $1', [checkKey(key)])
      .catch((error: unknown) => Promise.reject(unavailable(error)));
  }
}

/** A failing query here is never the caller's input (keys are ours, bytes any bytes): an outage. */
function unavailable(error: unknown) {
  return Object.assign(storeUnavailable(), { cause: error });
}
