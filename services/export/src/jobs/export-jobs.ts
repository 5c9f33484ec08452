import { randomUUID } from 'node:crypto';
import { DomainError, type AuthUser, type ServiceContext } from '@portal/service-kit';
import type { Pool } from 'pg';
import { countRows } from '../domain/streaming/cursor';
import { CONTENT_TYPES, exportFileName, type ExportPlan } from '../domain/streaming/plan';
import { runExport } from '../domain/streaming/run-export';
import { findExportType } from '../domain/exports/types';
import { ChunkSink } from './chunk-sink';

const QUEUE = 'exports';
/** finished files are kept this long, then removed by the sweep */
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface ExportJobStatus {
  id: string;
  type: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  /** 0..100 */
  progress: number;
  rows: number;
  totalRows: number | null;
  fileName: string;
  error: string | null;
  /** where the finished file is downloaded */
  downloadUrl: string | null;
}

interface JobRow {
  id: string;
  user_id: number;
  type: string;
  params: { query: unknown; user: AuthUser };
  state: ExportJobStatus['state'];
  progress: number;
  rows: number;
  total_rows: number | null;
  file_name: string;
  content_type: string;
  error: string | null;
}

const status = (row: JobRow): ExportJobStatus => ({
  id: row.id,
  type: row.type,
  state: row.state,
  progress: row.progress,
  rows: row.rows,
  totalRows: row.total_rows,
  fileName: row.file_name,
  error: row.error,
  downloadUrl: row.state === 'completed' ? `/api/exports/jobs/${row.id}/download` : null,
});

/**
 * Long exports as BullMQ jobs (issue 14 item 4): the plan is built when asked (permissions and
 * ids checked then), the job re-plans from the stored query and caller and streams the file into
 * PostgreSQL chunks, updating its progress after every batch; the web polls the status and
 * downloads the file when it is completed.
 */
export class ExportJobs {
  constructor(private readonly ctx: ServiceContext) {}

  private get pool(): Pool {
    return this.ctx.database.pool as unknown as Pool;
  }

  private queue() {
    return this.ctx.jobs.queue<{ jobId: string }>(QUEUE, {
      removeOnComplete: true,
      removeOnFail: 100,
      attempts: 1,
    });
  }

  start(): void {
    this.ctx.jobs.worker<{ jobId: string }>(QUEUE, (job) => this.run(job.data.jobId), { concurrency: 1 });
  }

  /** Records and enqueues a job for a planned export; answers its status. */
  async enqueue(user: AuthUser, type: string, query: unknown, plan: ExportPlan, totalRows: number | null) {
    const id = randomUUID();
    const { rows } = await this.pool.query<JobRow>(
      `INSERT INTO export.export_jobs (id, user_id, type, params, state, total_rows, file_name, content_type)
       VALUES ($1, $2, $3, $4, 'waiting', $5, $6, $7) RETURNING *`,
      [
        id,
        user.id,
        type,
        JSON.stringify({ query, user }),
        totalRows,
        exportFileName(plan),
        CONTENT_TYPES[plan.format],
      ],
    );
    await this.queue().add('export', { jobId: id }, { jobId: id });
    return status(rows[0]!);
  }

  private async load(id: string): Promise<JobRow | undefined> {
    const { rows } = await this.pool.query<JobRow>('SELECT * FROM export.export_jobs WHERE id = $1', [id]);
    return rows[0];
  }

  /** The caller's own job; anybody else's (or none) answers 404 NOT_FOUND. */
  async own(user: AuthUser, id: string): Promise<JobRow> {
    const row = await this.load(id);
    if (!row || row.user_id !== user.id) throw new DomainError('NOT_FOUND', 404);
    return row;
  }

  async status(user: AuthUser, id: string): Promise<ExportJobStatus> {
    return status(await this.own(user, id));
  }

  /** The finished file's chunks, in order, one query per chunk (memory: one chunk). */
  async *chunks(id: string): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq++) {
      const { rows } = await this.pool.query<{ data: Buffer }>(
        'SELECT data FROM export.export_job_chunks WHERE job_id = $1 AND seq = $2',
        [id, seq],
      );
      if (!rows[0]) return;
      yield rows[0].data;
    }
  }

  private async run(id: string): Promise<void> {
    const row = await this.load(id);
    if (!row || row.state !== 'waiting') return;
    await this.pool.query(`UPDATE export.export_jobs SET state = 'active' WHERE id = $1`, [id]);
    try {
      const type = findExportType(row.type)!;
      const query = type.query.parse(row.params.query);
      const plan = await type.plan(this.pool, row.params.user, query);
      const total = row.total_rows ?? (await countRows(this.pool, plan.count));
      let reported = 0;
      const written = await runExport(this.pool, plan, new ChunkSink(this.pool, id), async (rows) => {
        if (rows - reported < 5000) return;
        reported = rows;
        const progress = total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 0;
        await this.pool.query('UPDATE export.export_jobs SET rows = $2, progress = $3 WHERE id = $1', [
          id,
          rows,
          progress,
        ]);
      });
      await this.pool.query(
        `UPDATE export.export_jobs SET state = 'completed', rows = $2, progress = 100, finished_at = now() WHERE id = $1`,
        [id, written],
      );
    } catch (error) {
      this.ctx.logger.error({ err: error, jobId: id }, 'export job failed');
      await this.pool.query(`DELETE FROM export.export_job_chunks WHERE job_id = $1`, [id]);
      await this.pool.query(
        `UPDATE export.export_jobs SET state = 'failed', error = $2, finished_at = now() WHERE id = $1`,
        [id, error instanceof DomainError ? error.key : 'INTERNAL_ERROR'],
      );
    }
  }

  /** Removes jobs (and their files) finished more than a day ago. */
  async sweep(): Promise<void> {
    await this.pool.query(
      `DELETE FROM export.export_jobs WHERE finished_at < now() - $1 * interval '1 millisecond'`,
      [KEEP_MS],
    );
  }
}
