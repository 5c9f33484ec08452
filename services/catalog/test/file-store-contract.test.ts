import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createDatabase, DomainError, runMigrations } from '@portal/service-kit';
import { createTestInfra, startTcpProxy, type TcpProxy } from '@portal/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresFileStorage } from '../src/domain/files/postgres-storage';
import { S3FileStorage } from '../src/domain/files/s3-storage';
import { isFileNotFound, LocalDirectoryStorage, type FileStorage } from '../src/domain/files/storage';
import { S3_TEST_BUCKET, S3_TEST_CREDENTIALS, startS3Server } from './s3-server';
import { storedFileCounts } from './support';

/** One store as the suite sees it; `proxy` sits between it and its server (outage tests). */
interface StoreUnderTest {
  store: FileStorage;
  /** everything the backend holds, finished or not: an interrupted upload must not add to it */
  holdings(): Promise<string>;
  proxy?: TcpProxy;
  /** PostgreSQL only: the database, reached without the proxy */
  databaseUrl?: string;
  close(): Promise<void>;
}

const MB = 1024 * 1024;

/** `size` bytes of a fixed pattern, produced lazily in 64 KiB pieces, and their SHA-256 */
function generated(size: number, seed = 7): { stream: Readable; sha256: string } {
  const hash = createHash('sha256');
  const piece = (n: number) => Buffer.alloc(Math.min(64 * 1024, size - n), (n / 65536 + seed) % 251);
  for (let n = 0; n < size; n += 64 * 1024) hash.update(piece(n));
  let offset = 0;
  const stream = new Readable({
    read() {
      if (offset >= size) return void this.push(null);
      const bytes = piece(offset);
      offset += bytes.length;
      this.push(bytes);
    },
  });
  return { stream, sha256: hash.digest('hex') };
}

/** bytes that fail with `error` after `after` bytes (a client that went away mid-upload) */
function failingAfter(after: number, error: Error): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= after) return void this.destroy(error);
      sent += 256 * 1024;
      this.push(Buffer.alloc(256 * 1024, 1));
    },
  });
}

/** `size` good bytes; `atByte` into them the store's connection is cut */
function cutWhileStreaming(size: number, atByte: number, cut: () => void): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      if (sent >= atByte && sent - 256 * 1024 < atByte) cut();
      sent += 256 * 1024;
      this.push(Buffer.alloc(256 * 1024, 2));
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

const STORES: Record<string, () => Promise<StoreUnderTest>> = {
  async directory() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
    return {
      store: new LocalDirectoryStorage(dir),
      holdings: async () =>
        fs
          .readdirSync(dir, { recursive: true })
          .filter((f) => String(f).length > 10)
          .join(','),
      close: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
  async postgres() {
    const infra = await createTestInfra('file_store');
    const migrations = createDatabase(infra.databaseUrl, 'catalog', 1);
    await runMigrations(migrations.pool, 'catalog', fileURLToPath(new URL('../drizzle', import.meta.url)));
    await migrations.close();
    const url = new URL(infra.databaseUrl);
    const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    const database = createDatabase(proxy.urlFor(infra.databaseUrl), 'catalog', 4);
    const direct = createDatabase(infra.databaseUrl, 'catalog', 1);
    return {
      store: new PostgresFileStorage(database.pool),
      holdings: () => storedFileCounts(direct.pool),
      proxy,
      databaseUrl: infra.databaseUrl,
      async close() {
        await database.close();
        await direct.close();
        await proxy.close();
        await infra.cleanup();
      },
    };
  },
  async s3() {
    const server = await startS3Server();
    const proxy = await startTcpProxy('127.0.0.1', server.port);
    const store = new S3FileStorage({
      bucket: S3_TEST_BUCKET,
      endpoint: proxy.urlFor(server.endpoint),
      region: 'eu-central-1',
      ...S3_TEST_CREDENTIALS,
    });
    return {
      store,
      // the objects the server keeps; the parts of an aborted multipart upload are not counted:
      // this test server answers AbortMultipartUpload with MethodNotAllowed (docs/file-store.md)
      holdings: async () =>
        fs
          .readdirSync(server.directory, { recursive: true })
          .filter((name) => String(name).endsWith('._S3rver_object'))
          .sort()
          .join(','),
      proxy,
      async close() {
        store.close();
        await proxy.close();
        await server.stop();
      },
    };
  },
};

describe.each(Object.keys(STORES))('file store contract: %s', (name) => {
  let subject: StoreUnderTest;
  let store: FileStorage;

  beforeAll(async () => {
    subject = await STORES[name]!();
    store = subject.store;
  });
  afterAll(() => subject.close());

  it('when a file is put then it opens with the same bytes, and after remove it is gone', async () => {
    const key = randomUUID();
    await store.put(key, Readable.from([Buffer.from('%PDF-1.7\n'), Buffer.from('Ausschreibung')]));
    expect(await store.has(key)).toBe(true);
    expect((await readAll(store.open(key))).toString()).toBe('%PDF-1.7\nAusschreibung');
    await store.remove(key);
    expect(await store.has(key)).toBe(false);
    expect(isFileNotFound(await failure(readAll(store.open(key))))).toBe(true);
  });

  it('when a key was never stored then open fails as not found, has is false and remove is no error', async () => {
    const key = randomUUID();
    expect(isFileNotFound(await failure(readAll(store.open(key))))).toBe(true);
    expect(await store.has(key)).toBe(false);
    await store.remove(key);
  });

  it('when a key is not one the service makes then no store touches it', async () => {
    expect(() => store.open('../../etc/passwd')).toThrow(/unsafe storage key/);
    expect(String(await failure(store.put('a/b', Readable.from([Buffer.from('x')]))))).toMatch(/unsafe/);
  });

  it('when an upload is interrupted halfway then nothing is visible under its key and nothing is left', async () => {
    const before = await subject.holdings();
    const key = randomUUID();
    const gone = new Error('client went away');
    expect(await failure(store.put(key, failingAfter(7 * MB, gone)))).toBe(gone);
    expect(await store.has(key)).toBe(false);
    expect(isFileNotFound(await failure(readAll(store.open(key))))).toBe(true);
    expect(await subject.holdings()).toBe(before);
  });

  it('when a file larger than the upload limit is streamed in and out then every byte comes back', async () => {
    const key = randomUUID();
    const size = 21 * MB + 12_345;
    const { stream, sha256 } = generated(size);
    await store.put(key, stream);
    expect(await sha256Of(store.open(key))).toEqual({ sha256, size });
    await store.remove(key);
  }, 60_000);

  // a directory has no server to lose
  if (name !== 'directory')
    it('when the store cannot be reached then put and open fail as 503 SERVICE_UNAVAILABLE, and a cut upload stays invisible', async () => {
      const proxy = subject.proxy!;
      const kept = randomUUID();
      await store.put(kept, Readable.from([Buffer.from('bleibt')]));
      proxy.cut();
      try {
        const put = await failure(store.put(randomUUID(), Readable.from([Buffer.from('x')])));
        expect(put).toBeInstanceOf(DomainError);
        expect(put).toMatchObject({ key: 'SERVICE_UNAVAILABLE', status: 503 });
        const open = await failure(readAll(store.open(kept)));
        expect(open).toMatchObject({ key: 'SERVICE_UNAVAILABLE', status: 503 });
      } finally {
        proxy.restore();
      }
      // the connection drops in the middle of an upload
      const cutKey = randomUUID();
      const cut = await failure(
        store.put(
          cutKey,
          cutWhileStreaming(12 * MB, 3 * MB, () => proxy.cut()),
        ),
      );
      proxy.restore();
      expect(cut).toMatchObject({ key: 'SERVICE_UNAVAILABLE', status: 503 });
      expect(await store.has(cutKey)).toBe(false);
      expect(isFileNotFound(await failure(readAll(store.open(cutKey))))).toBe(true);
      expect((await readAll(store.open(kept))).toString()).toBe('bleibt');
    }, 60_000);
});

describe('PostgreSQL file store: chunks and abandoned attempts', () => {
  let subject: StoreUnderTest;
  let pool: ReturnType<typeof createDatabase>['pool'];
  let close: () => Promise<void>;

  beforeAll(async () => {
    subject = await STORES.postgres!();
    const direct = createDatabase(subject.databaseUrl!, 'catalog', 1);
    pool = direct.pool;
    close = direct.close;
  });
  afterAll(async () => {
    await close();
    await subject.close();
  });

  it('when a file is put then it is kept as full 1 MB chunks and a shorter last one', async () => {
    const key = randomUUID();
    await subject.store.put(key, generated(2 * MB + MB / 2).stream);
    const { rows } = await pool.query<{ seq: number; bytes: number }>(
      `SELECT c.seq, length(c.data) AS bytes FROM catalog.stored_file_chunks c
         JOIN catalog.stored_files f USING (upload_id) WHERE f.key = $1 ORDER BY c.seq`,
      [key],
    );
    expect(rows).toEqual([
      { seq: 0, bytes: MB },
      { seq: 1, bytes: MB },
      { seq: 2, bytes: MB / 2 },
    ]);
  });

  it('when an attempt was left unfinished for over a day then the next put on any replica removes it', async () => {
    const abandoned = randomUUID();
    await pool.query(
      `INSERT INTO catalog.stored_files (upload_id, key, started_at) VALUES ($1, $2, now() - interval '25 hours')`,
      [abandoned, randomUUID()],
    );
    await pool.query(
      `INSERT INTO catalog.stored_file_chunks (upload_id, seq, data) VALUES ($1, 0, '\\x00')`,
      [abandoned],
    );
    const recent = randomUUID();
    await pool.query(`INSERT INTO catalog.stored_files (upload_id, key) VALUES ($1, $2)`, [
      recent,
      randomUUID(),
    ]);
    await subject.store.put(randomUUID(), Readable.from([Buffer.from('x')]));
    const { rows } = await pool.query<{ upload_id: string }>(
      'SELECT upload_id FROM catalog.stored_files WHERE upload_id = ANY($1)',
      [[abandoned, recent]],
    );
    expect(rows.map((row) => row.upload_id)).toEqual([recent]);
    const chunks = await pool.query('SELECT 1 FROM catalog.stored_file_chunks WHERE upload_id = $1', [
      abandoned,
    ]);
    expect(chunks.rowCount).toBe(0);
  });
});
