import fs from 'node:fs';
import type { Pool } from 'pg';
import { createTokenVerifier, startService, type RunningService } from '@portal/service-kit';
import { createTestInfra, createTestKeys, type TestInfra } from '@portal/service-kit/testing';
import { catalogService } from '../src/service';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface CatalogHarness {
  infra: TestInfra;
  service: RunningService;
  keys: Awaited<ReturnType<typeof createTestKeys>>;
  /** a call under /api, answering status and parsed body */
  api(
    path: string,
    init?: { method?: string; token?: string; json?: unknown },
  ): Promise<{ status: number; body: Json }>;
  /** calls as the user whose token is `tokens[who]` (none: a guest) */
  as(who: string): {
    get(path: string): ReturnType<CatalogHarness['api']>;
    post(path: string, json: unknown): ReturnType<CatalogHarness['api']>;
    put(path: string, json: unknown): ReturnType<CatalogHarness['api']>;
    del(path: string): ReturnType<CatalogHarness['api']>;
  };
  /** rows of a catalog table */
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

/** The catalog service on its own test infrastructure, verifying tokens signed by test keys. */
export async function startCatalog(
  label: string,
  tokens: Record<string, string | undefined>,
  env: Record<string, string> = {},
): Promise<CatalogHarness> {
  const infra = await createTestInfra(label);
  const keys = await createTestKeys();
  const service = (await startService(
    catalogService,
    { ...infra.env, ...env },
    { verifyToken: createTokenVerifier({ keys: keys.jwks }) },
  )) as unknown as RunningService;
  const api: CatalogHarness['api'] = async (path, init = {}) => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://127.0.0.1:${service.port}/api/${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  return {
    infra,
    service,
    keys,
    api,
    as: (who) => ({
      get: (path) => api(path, { token: tokens[who] }),
      post: (path, json) => api(path, { method: 'POST', token: tokens[who], json }),
      put: (path, json) => api(path, { method: 'PUT', token: tokens[who], json }),
      del: (path) => api(path, { method: 'DELETE', token: tokens[who] }),
    }),
    async count(table) {
      const { rows } = await service.ctx.database.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM catalog.${table}`,
      );
      return Number(rows[0]!.n);
    },
    async close() {
      await service.stop();
      await infra.cleanup();
    },
  };
}

/** Tokens for admin, portal admin, club admin and shooter (one permission each). */
export async function signStaff(keys: CatalogHarness['keys'], tokens: Record<string, string | undefined>) {
  const roles = {
    admin: ['ROLE_ADMIN', 'IS_ADMIN'],
    portal: ['ROLE_PORTAL_ADMIN', 'IS_PORTAL_ADMIN'],
    club: ['ROLE_CLUB_ADMIN', 'IS_CLUB_ADMIN'],
    shooter: ['ROLE_USER', 'IS_USER_SHOOTER'],
  } as const;
  let sub = 1;
  for (const [who, [role, permission]] of Object.entries(roles)) {
    tokens[who] = await keys.sign({
      sub: String(sub++),
      username: who,
      roles: [role],
      permissions: [permission],
    });
  }
}

/**
 * What the PostgreSQL file store holds (docs/file-store.md): files finished or not, and chunks;
 * a refused or interrupted upload must leave none behind.
 */
export async function storedFileCounts(pool: Pool): Promise<string> {
  const { rows } = await pool.query<{ files: string; chunks: string }>(
    `SELECT (SELECT count(*) FROM catalog.stored_files) AS files,
            (SELECT count(*) FROM catalog.stored_file_chunks) AS chunks`,
  );
  return `${rows[0]!.files} files, ${rows[0]!.chunks} chunks`;
}

/** The files a service wrote to its own disk under `dir` (none: the store is shared). */
export const filesOnDisk = (dir: string) =>
  fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).length > 10);
