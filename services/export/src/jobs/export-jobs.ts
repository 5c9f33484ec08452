import { randomUUID } from 'node:crypto';
import type { ExportJobStatus } from '@portal/contracts';
import { countInWindow, DomainError, type AuthUser, type ServiceContext } from '@portal/service-kit';
import type { Pool } from 'pg';
import { countRows } from '../domain/streaming/cursor';
import { CONTENT_TYPES, exportFileName, type ExportPlan } from '../domain/streaming/plan';
import { runExport } from '../domain/streaming/run-export';
import { findExportType } from '../domain/exports/types';
import { ChunkSink } from './chunk-sink';

const QUEUE = 'exports';
/** finished files are kept this long, then removed by the sweep */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** Per-user caps on export jobs (docs/input-safety.md). */
export interface ExportJobLimits {
  /** jobs waiting or running at once per user; one more answers 409 EXPORT_JOBS_RUNNING */
  openPerUser: number;
  /** jobs started per user and window; one more answers 429 TOO_MANY_REQUESTS with Retry-After */
  startsPerWindow: number;
  windowSeconds: number;
}

/** a job still open after this long counts no more (its worker died; the user is not locked out) */
const OPEN_COUNTS_MS = 60 * 60 * 1000;

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
  constructor(
    private readonly ctx: ServiceContext,
    private readonly limits: ExportJobLimits,
  ) {}

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
    this.ctx.jobs.worker<{ jobId: string }>(
      QUEUE,
      // started before: BullMQ hands a job again when its worker stopped renewing the lock (a died replica)
      (job) => this.run(job.data.jobId, job.attemptsStarted > 1),
      { concurrency: 1 },
    );
  }

  /**
   * Records and enqueues a job for a planned export; answers its status. Past the user's caps it
   * records nothing: the start rate counts in Redis (all replicas), the open jobs are counted
   * under a per-user advisory lock in the transaction that inserts, so parallel starts cannot
   * all pass the count.
   */
  async enqueue(user: AuthUser, type: string, query: unknown, plan: ExportPlan, totalRows: number | null) {
    const { openPerUser, startsPerWindow, windowSeconds } = this.limits;
    await countInWindow(this.ctx.redis, `ratelimit:export-jobs:u${user.id}`, startsPerWindow, windowSeconds);
    const id = randomUUID();
    const client = await this.pool.connect();
    let row: JobRow;
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('export.export_jobs'), $1)`, [user.id]);
      const { rows: open } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM export.export_jobs WHERE user_id = $1
           AND state IN ('waiting', 'active') AND created_at > now() - $2 * interval '1 millisecond'`,
        [user.id, OPEN_COUNTS_MS],
      );
      if (open[0]!.n >= openPerUser) throw new DomainError('EXPORT_JOBS_RUNNING', 409);
      const { rows } = await client.query<JobRow>(
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
      await client.query('COMMIT');
      row = rows[0]!;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    await this.queue().add('export', { jobId: id }, { jobId: id });
    return status(row);
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

  /**
   * Runs a job once in the whole deployment (docs/replicas-and-schedulers.md): the worker claims
   * it from waiting to active in one statement, so two replicas handed the same job never both
   * write its file. A job handed again after its replica died mid-run finds it active: it fails
   * (partial file dropped) and the user can start it again, instead of showing progress forever.
   */
  private async run(id: string, rerun = false): Promise<void> {
    const claimed = await this.pool.query<JobRow>(
      `UPDATE export.export_jobs SET state = 'active' WHERE id = $1 AND state = 'waiting' RETURNING *`,
      [id],
    );
    const row = claimed.rows[0];
    if (!row) {
      if (rerun) await this.fail(id, 'INTERNAL_ERROR');
      return;
    }
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
        `UPDATE export.export_jobs SET state = 'completed', rows = $2, progress = 100, finished_at = now()
         WHERE id = $1 AND state = 'active'`,
        [id, written],
      );
    } catch (error) {
      this.ctx.logger.error({ err: error, jobId: id }, 'export job failed');
      await this.fail(id, error instanceof DomainError ? error.key : 'INTERNAL_ERROR');
    }
  }

  /** An active job ends failed; its partial file goes. */
  private async fail(id: string, key: string): Promise<void> {
    await this.pool.query(`DELETE FROM export.export_job_chunks WHERE job_id = $1`, [id]);
    await this.pool.query(
      `UPDATE export.export_jobs SET state = 'failed', error = $2, finished_at = now() WHERE id = $1 AND state = 'active'`,
      [id, key],
    );
  }

  /** Removes jobs (and their files) finished more than a day ago. */
  async sweep(): Promise<void> {
    await this.pool.query(
      `DELETE FROM export.export_jobs WHERE finished_at < now() - $1 * interval '1 millisecond'`,
      [KEEP_MS],
    );
  }
}
