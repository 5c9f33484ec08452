import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';
import { z } from 'zod';
import { readModelHandlers } from './events/read-model-handlers';
import { exportRoutes } from './http/exports';
import { ExportJobs } from './jobs/export-jobs';

const config = {
  /** an export with more rows answers 202 and runs as a background job (progress, download when ready) */
  EXPORT_SYNC_MAX_ROWS: z.coerce.number().int().min(0).max(10_000_000).default(20_000),
  /** export jobs waiting or running at once per user */
  EXPORT_JOBS_OPEN_PER_USER: z.coerce.number().int().min(1).default(3),
  /** export jobs started per user and window */
  EXPORT_JOBS_PER_WINDOW: z.coerce.number().int().min(1).default(10),
  EXPORT_JOB_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
};

/** export: the read model for reporting and every xlsx and csv export of the spec. */
export const exportService: ServiceDefinition<typeof config, ExportJobs> = {
  name: 'export',
  schema: 'export',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config,
  // one per process: the routes enqueue what its worker (started in jobs) runs
  prepare: (ctx) =>
    new ExportJobs(ctx, {
      openPerUser: ctx.config.EXPORT_JOBS_OPEN_PER_USER,
      startsPerWindow: ctx.config.EXPORT_JOBS_PER_WINDOW,
      windowSeconds: ctx.config.EXPORT_JOB_WINDOW_SECONDS,
    }),
  handlers: () => readModelHandlers(),
  jobs: (ctx, jobs) => {
    jobs.start();
    // hourly in every replica (an idempotent DELETE); stopped with the job queues at shutdown
    ctx.jobs.sweepEvery(60 * 60 * 1000, () =>
      jobs
        .sweep()
        .catch((err: unknown) => ctx.logger.warn({ err }, 'export job sweep failed; next round retries')),
    );
  },
  routes: (ctx, jobs) => [exportRoutes(ctx, jobs)],
};
