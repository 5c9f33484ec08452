import { exportJobStatusSchema } from '@portal/contracts';
import {
  DomainError,
  RouteRegistry,
  type AuthUser,
  type BaseConfig,
  type ServiceContext,
} from '@portal/service-kit';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { z } from 'zod';
import { EXPORT_TYPES, type ExportType } from '../domain/exports/types';
import { countRows } from '../domain/streaming/cursor';
import { CONTENT_TYPES, exportFileName, type ExportPlan } from '../domain/streaming/plan';
import { runExport } from '../domain/streaming/run-export';
import type { ExportJobs } from '../jobs/export-jobs';

const attachment = (res: Response, fileName: string, contentType: string) => {
  res.status(200);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
  res.setHeader('Cache-Control', 'no-store');
};

/**
 * Every export of the spec at `/api/exports/{type}` (GET, flattened query). A small export is
 * streamed in the answer (xlsx or csv, the file name in Content-Disposition); one with more rows
 * than EXPORT_SYNC_MAX_ROWS answers 202 with a background job's status instead (see jobs below).
 */
export function exportRoutes(
  ctx: ServiceContext<BaseConfig & { EXPORT_SYNC_MAX_ROWS: number }>,
  jobs: ExportJobs,
): RouteRegistry {
  const pool = ctx.database.pool as unknown as Pool;
  const registry = new RouteRegistry();

  async function serve(type: ExportType, user: AuthUser, query: unknown, res: Response) {
    const plan: ExportPlan = await type.plan(pool, user, query);
    const total = await countRows(pool, plan.count);
    if (total > ctx.config.EXPORT_SYNC_MAX_ROWS) {
      res.status(202).json(await jobs.enqueue(user, type.type, res.locals.rawQuery, plan, total));
      return;
    }
    attachment(res, exportFileName(plan), CONTENT_TYPES[plan.format]);
    try {
      await runExport(pool, plan, res);
    } catch (error) {
      // the answer has begun: cut it, so the client sees a broken download, never a short file
      ctx.logger.error({ err: error, type: type.type }, 'export failed while streaming');
      res.destroy();
    }
  }

  for (const type of EXPORT_TYPES) {
    registry.add({
      method: 'get',
      path: `/api/exports/${type.type}`,
      operationId: `export${type.type[0]!.toUpperCase()}${type.type.slice(1)}`,
      summary: type.summary,
      tags: ['exports'],
      access: type.access,
      query: type.query,
      handler: ({ user, query, req, res }) => {
        res.locals.rawQuery = req.query;
        return serve(type, user, query, res);
      },
    });
  }

  // the spec's adminCompetitions call sends the clubs as data: POST { clubs } with the filter in the query
  const admin = EXPORT_TYPES.find((t) => t.type === 'adminCompetitions')!;
  registry.add({
    method: 'post',
    path: '/api/exports/adminCompetitions',
    operationId: 'exportAdminCompetitionsWithClubs',
    summary: `${admin.summary}; body { clubs: [ids] }, filter in the query`,
    tags: ['exports'],
    access: admin.access,
    query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    body: z.strictObject({
      clubs: z.array(z.number().int().min(1).max(2_147_483_647)).max(1000).default([]),
    }),
    handler: ({ user, query, body, res }) => {
      if ('clubs' in query) throw new DomainError('UNKNOWN_FIELD', 400, 'clubs');
      const raw = { ...query, ...(body.clubs.length ? { clubs: body.clubs.join(',') } : {}) };
      const parsed = admin.query.safeParse(raw);
      if (!parsed.success)
        throw new DomainError('FIELD_INVALID', 400, parsed.error.issues[0]?.path.join('.'));
      res.locals.rawQuery = raw;
      return serve(admin, user, parsed.data, res);
    },
  });

  const jobParams = z.object({ id: z.uuid() });
  registry
    .add({
      method: 'post',
      path: '/api/exports/jobs',
      summary:
        'starts any export as a background job: { type, query } (query as the GET call takes it); answers 202 with the job status',
      tags: ['exports'],
      access: 'authenticated',
      status: 202,
      response: exportJobStatusSchema,
      body: z.strictObject({
        type: z.enum(EXPORT_TYPES.map((t) => t.type) as [string, ...string[]]),
        query: z
          .record(
            z.string().max(40),
            z.union([z.string().max(12_000), z.array(z.string().max(12)).max(1000)]),
          )
          .default({}),
      }),
      handler: async ({ user, body }) => {
        const type = EXPORT_TYPES.find((t) => t.type === body.type)!;
        const access = type.access;
        if (typeof access !== 'string' && !access.some((p) => user.permissions.includes(p)))
          throw new DomainError('PERMISSION_DENIED', 403);
        const parsed = type.query.safeParse(body.query);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new DomainError(
            issue?.code === 'unrecognized_keys' ? 'UNKNOWN_FIELD' : 'FIELD_INVALID',
            400,
            issue?.path.join('.') || 'query',
          );
        }
        const plan = await type.plan(pool, user, parsed.data);
        return jobs.enqueue(user, type.type, body.query, plan, null);
      },
    })
    .add({
      method: 'get',
      path: '/api/exports/jobs/:id',
      summary:
        'status of the caller’s export job: state (waiting, active, completed, failed), progress 0..100, downloadUrl once completed',
      tags: ['exports'],
      access: 'authenticated',
      params: jobParams,
      response: exportJobStatusSchema,
      handler: ({ user, params }) => jobs.status(user, params.id),
    })
    .add({
      method: 'get',
      path: '/api/exports/jobs/:id/download',
      summary: 'the finished file of the caller’s export job (404 NOT_FOUND until it is completed)',
      tags: ['exports'],
      access: 'authenticated',
      params: jobParams,
      handler: async ({ user, params, res }) => {
        const job = await jobs.own(user, params.id);
        if (job.state !== 'completed') throw new DomainError('NOT_FOUND', 404);
        attachment(res, job.file_name, job.content_type);
        for await (const chunk of jobs.chunks(job.id)) {
          if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
        }
        res.end();
      },
    });
  return registry;
}
