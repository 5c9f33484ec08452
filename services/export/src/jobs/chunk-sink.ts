import type { Pool } from 'pg';
import { ChunkWriter } from '@portal/service-kit';

/**
 * A byte stream that stores a job's file in PostgreSQL as numbered chunks of 1 MB (service-kit's
 * ChunkWriter), so any replica can serve the download and memory holds one chunk at a time.
 */
export class ChunkSink extends ChunkWriter {
  constructor(pool: Pool, jobId: string) {
    super(async (seq, data) => {
      await pool.query('INSERT INTO export.export_job_chunks (job_id, seq, data) VALUES ($1, $2, $3)', [
        jobId,
        seq,
        data,
      ]);
    });
  }
}
