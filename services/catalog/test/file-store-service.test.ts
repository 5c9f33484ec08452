import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTokenVerifier, startService } from '@portal/service-kit';
import {
  createTestInfra,
  createTestKeys,
  startTcpProxy,
  type TcpProxy,
  type TestInfra,
} from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledArgs } from '../../../scripts/build-services.mjs';
import { documents } from '../src/db/schema';
import { runFileMigration } from '../src/jobs/migrate-files';
import { catalogService } from '../src/service';
import { S3_TEST_BUCKET, S3_TEST_CREDENTIALS, startS3Server, type S3Server } from './s3-server';
import { filesOnDisk } from './support';

/** A real 1×1 PNG: a logo gets its sized variants (docs/images.md). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const run = promisify(execFile);
const catalogDir = fileURLToPath(new URL('..', import.meta.url));

describe('catalog with its files in S3 (FILE_STORE=s3, docs/file-store.md)', () => {
  let infra: TestInfra;
  let s3: S3Server;
  let proxy: TcpProxy;
  let storageDir: string;
  let s3Env: Record<string, string>;
  let base: string;
  let stop: () => Promise<void>;
  let db: Awaited<ReturnType<typeof startService>>['ctx']['db'];
  let admin: string;

  beforeAll(async () => {
    infra = await createTestInfra('file_store_s3');
    s3 = await startS3Server();
    proxy = await startTcpProxy('127.0.0.1', s3.port);
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-s3-'));
    s3Env = {
      FILE_STORE: 's3',
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: proxy.urlFor(s3.endpoint),
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      STORAGE_DIR: storageDir,
    };
    const keys = await createTestKeys();
    const service = await startService(
      catalogService,
      { ...infra.env, ...s3Env },
      { verifyToken: createTokenVerifier({ keys: keys.jwks }) },
    );
    base = `http://127.0.0.1:${service.port}`;
    stop = async () => void (await service.stop());
    db = service.ctx.db;
    admin = await keys.sign({ sub: '1', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] });
  }, 60_000);
  afterAll(async () => {
    await stop();
    await proxy.close();
    await s3.stop();
    fs.rmSync(storageDir, { recursive: true, force: true });
    await infra.cleanup();
  });

  const upload = (content: Buffer, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return fetch(`${base}/api/upload?kind=logo`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
  };
  const image = (publicId: string, variant = '') =>
    fetch(`${base}/api/download/${publicId}${variant}`, { headers: { authorization: `Bearer ${admin}` } });

  it('when a logo is uploaded then it and its variants are served from the bucket, nothing from the disk', async () => {
    const response = await upload(PNG, 'vereinslogo.png');
    expect(response.status).toBe(201);
    const { publicId } = (await response.json()) as { publicId: string };
    const original = await image(publicId);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await image(publicId, '/card.webp')).status).toBe(200);
    expect(filesOnDisk(storageDir)).toEqual([]);
  });

  it('when the bucket cannot be reached then upload and download answer 503 SERVICE_UNAVAILABLE and nothing is written', async () => {
    const stored = (await (await upload(PNG, 'bleibt.png')).json()) as { publicId: string };
    const rows = (await db.select().from(documents)).length;
    proxy.cut();
    try {
      const refused = await upload(PNG, 'neu.png');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
      const unreadable = await image(stored.publicId);
      expect(unreadable.status).toBe(503);
      expect(unreadable.headers.get('cache-control')).toBeNull();
      expect(await unreadable.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
    } finally {
      proxy.restore();
    }
    expect((await db.select().from(documents)).length).toBe(rows);
    expect((await image(stored.publicId)).status).toBe(200);
  });

  it('when files:migrate runs twice then the old directory is copied once into the bucket and counted', async () => {
    const legacy = '0b0b0b0b-0000-4000-8000-000000000001';
    const orphan = '0b0b0b0b-0000-4000-8000-000000000002';
    fs.mkdirSync(path.join(storageDir, '0b'), { recursive: true });
    fs.writeFileSync(path.join(storageDir, '0b', legacy), PNG);
    fs.writeFileSync(path.join(storageDir, '0b', orphan), PNG);
    fs.writeFileSync(path.join(storageDir, '0b', `${legacy}.partial`), PNG.subarray(0, 10));
    const [row] = await db
      .insert(documents)
      .values({
        storageKey: legacy,
        fileName: 'alt.png',
        contentType: 'image/png',
        size: PNG.length,
        kind: 'logo',
      })
      .returning();
    expect((await image(row!.publicId)).status).toBe(404);

    const env = { ...infra.env, ...s3Env };
    const lines: string[] = [];
    expect(await runFileMigration(env, (line) => lines.push(line))).toEqual({
      copied: 1,
      alreadyStored: 0,
      unreferenced: 1,
      missing: 0,
      failed: 0,
    });
    expect(lines.at(-1)).toMatch(
      /^files: 1 copied, 0 already stored, 1 unreferenced skipped, 0 missing, 0 failed/,
    );
    const served = await image(row!.publicId);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await runFileMigration(env, () => undefined)).toMatchObject({ copied: 0, alreadyStored: 1 });
  });

  it('when FILE_STORE=s3 lacks its bucket and credentials then the process refuses to start and names them', async () => {
    // set like the manifests do: only the file store's settings are under test
    const jwks = 'http://127.0.0.1:1/api/.well-known/jwks.json';
    const env = {
      ...process.env,
      ...infra.env,
      NODE_ENV: 'production',
      FILE_STORE: 's3',
      PORT: '0',
      JWKS_URL: jwks,
    };
    const failed = await run(process.execPath, await compiledArgs('catalog'), {
      cwd: catalogDir,
      env,
      timeout: 60_000,
    }).then(
      () => null,
      (error: { code?: number; stdout?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(failed?.stdout).toContain(`${name}: required when FILE_STORE=s3`);
  }, 60_000);
});
