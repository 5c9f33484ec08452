import { Writable } from 'node:stream';
import type { Pool } from 'pg';

const CHUNK_BYTES = 1024 * 1024;

/**
 * A byte stream that stores a job's file in PostgreSQL as numbered chunks of 1 MB, so any
 * replica can serve the download and memory holds one chunk at a time.
 */
export class ChunkSink extends Writable {
  private buffered: Buffer[] = [];
  private size = 0;
  private seq = 0;

  constructor(
    private readonly pool: Pool,
    private readonly jobId: string,
  ) {
    super();
  }

  private async flush(): Promise<void> {
    if (this.size === 0) return;
    const data = Buffer.concat(this.buffered);
    this.buffered = [];
    this.size = 0;
    await this.pool.query('INSERT INTO export.export_job_chunks (job_id, seq, data) VALUES ($1, $2, $3)', [
      this.jobId,
      this.seq++,
      data,
    ]);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.buffered.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    this.size += chunk.length;
    if (this.size < CHUNK_BYTES) return callback();
    this.flush().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush().then(() => callback(), callback);
  }
}
