import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';
import { z } from 'zod';
import { readModelHandlers } from './events/read-model-handlers';
import { exportRoutes } from './http/exports';
import { ExportJobs } from './jobs/export-jobs';

const config = {
  /** an export with more rows answers 202 and runs as a background job (progress, download when ready) */
  EXPORT_SYNC_MAX_ROWS: z.coerce.number().int().min(0).max(10_000_000).default(20_000),
};

const jobsOf = new WeakMap<object, ExportJobs>();
const jobsFor = (ctx: object & ConstructorParameters<typeof ExportJobs>[0]) => {
  let jobs = jobsOf.get(ctx);
  if (!jobs) jobsOf.set(ctx, (jobs = new ExportJobs(ctx)));
  return jobs;
};

/** export: the read model for reporting and every xlsx and csv export of the spec. */
export const exportService: ServiceDefinition<typeof config> = {
  name: 'export',
  schema: 'export',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config,
  handlers: () => readModelHandlers(),
  jobs: (ctx) => {
    const jobs = jobsFor(ctx);
    jobs.start();
    const sweep = setInterval(() => void jobs.sweep().catch(() => undefined), 60 * 60 * 1000);
    sweep.unref();
  },
  routes: (ctx) => [exportRoutes(ctx, jobsFor(ctx))],
};
