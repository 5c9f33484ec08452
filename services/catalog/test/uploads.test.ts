import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTokenVerifier, startService } from '@portal/service-kit';
import { createTestInfra, createTestKeys, waitFor, type TestInfra } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema';
import { MAX_UPLOAD_BYTES } from '../src/domain/files/uploads';
import { catalogService } from '../src/service';
import { filesOnDisk, storedFileCounts } from './support';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_HEAD = Buffer.from('%PDF-1.7\n');
/** A real 1×1 PNG: logos are decoded into their variants (docs/images.md). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A file of exactly `size` bytes starting with `head`. */
const fileOf = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

describe('uploads and downloads', () => {
  let infra: TestInfra;
  let storageDir: string;
  let base: string;
  let stop: () => Promise<void>;
  let db: Awaited<ReturnType<typeof startService>>['ctx']['db'];
  let pool: Awaited<ReturnType<typeof startService>>['ctx']['database']['pool'];
  let admin: string;
  let shooter: string;

  beforeAll(async () => {
    infra = await createTestInfra('uploads');
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const keys = await createTestKeys();
    const service = await startService(
      catalogService,
      // the default store (PostgreSQL); the directory only shows that nothing lands on the disk
      { ...infra.env, STORAGE_DIR: storageDir },
      { verifyToken: createTokenVerifier({ keys: keys.jwks }) },
    );
    base = `http://127.0.0.1:${service.port}`;
    stop = async () => void (await service.stop());
    db = service.ctx.db;
    pool = service.ctx.database.pool;
    admin = await keys.sign({
      sub: '1',
      roles: ['ROLE_CLUB_ADMIN'],
      permissions: ['IS_CLUB_ADMIN'],
      clubId: 1,
    });
    shooter = await keys.sign({ sub: '2' });
  });
  afterAll(async () => {
    await stop();
    fs.rmSync(storageDir, { recursive: true, force: true });
    await infra.cleanup();
  });

  const upload = (content: Buffer, fileName: string, kind = 'document', token = admin) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    form.append('name', 'Ausschreibung');
    return fetch(`${base}/api/upload?kind=${kind}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
  };

  it('when a file of exactly 20,000,000 bytes is uploaded then it is stored and downloads with its name', async () => {
    const response = await upload(
      fileOf(PDF_HEAD, MAX_UPLOAD_BYTES),
      'Ausschreibung Landesmeisterschaft.pdf',
    );
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { id: number; size: number; contentType: string };
    expect(stored).toMatchObject({ size: MAX_UPLOAD_BYTES, contentType: 'application/pdf' });
    // the uploading club's admin gets it back by id before it is attached anywhere
    const download = await fetch(`${base}/api/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ id: stored.id }),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Ausschreibung%20Landesmeisterschaft.pdf",
    );
    const body = Buffer.from(await download.arrayBuffer());
    expect(body.length).toBe(MAX_UPLOAD_BYTES);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('when a file is one byte larger then it is refused and nothing is kept', async () => {
    const before = (await db.select().from(documents)).length;
    const filesBefore = await storedFileCounts(pool);
    const response = await upload(fileOf(PDF_HEAD, MAX_UPLOAD_BYTES + 1), 'too-big.pdf');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', field: 'file' });
    expect((await db.select().from(documents)).length).toBe(before);
    expect(await storedFileCounts(pool)).toBe(filesBefore);
  });

  it('when a logo named .png holds other content then FILETYPE_NOT_ALLOWED; a real PNG passes', async () => {
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'logo.png', 'logo');
    expect(fake.status).toBe(400);
    expect(await fake.json()).toEqual({ error: 'FILETYPE_NOT_ALLOWED', field: 'file' });
    const pdfAsLogo = await upload(fileOf(PDF_HEAD, 100), 'logo.png', 'logo');
    expect(((await pdfAsLogo.json()) as { error: string }).error).toBe('FILETYPE_NOT_ALLOWED');
    const png = await upload(PNG, 'vereinslogo.jpg', 'logo');
    expect(png.status).toBe(201);
    expect(((await png.json()) as { contentType: string }).contentType).toBe('image/png');
  });

  it('when the file name tries to leave the directory then it is stored under a generated key only', async () => {
    const response = await upload(PNG, '../../../etc/passwd/..\\evil.png', 'logo');
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { id: number; key: string; fileName: string };
    expect(stored.fileName).toBe('evil.png');
    expect(stored.key).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await pool.query(
      'SELECT 1 FROM catalog.stored_files WHERE key = $1 AND completed_at IS NOT NULL',
      [stored.key],
    );
    expect(rows).toHaveLength(1);
    expect(fs.existsSync(path.resolve(storageDir, '../../../etc/passwd/evil.png'))).toBe(false);
    // no replica keeps a file on its own disk (docs/file-store.md)
    expect(filesOnDisk(storageDir)).toEqual([]);
  });

  it('when the upload is not allowed or malformed then a clear error', async () => {
    expect((await upload(fileOf(PNG_HEAD, 64), 'a.png', 'logo', shooter)).status).toBe(403);
    const guest = await fetch(`${base}/api/upload`, { method: 'POST', body: new FormData() });
    expect(guest.status).toBe(401);
    const noFile = new FormData();
    noFile.append('name', 'x');
    const missing = await fetch(`${base}/api/upload`, {
      method: 'POST',
      body: noFile,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(await missing.json()).toEqual({ error: 'FIELD_IS_REQUIRED', field: 'file' });
    const two = new FormData();
    two.append('file', new Blob([new Uint8Array(fileOf(PNG_HEAD, 10))]), 'a.png');
    two.append('file', new Blob([new Uint8Array(fileOf(PNG_HEAD, 10))]), 'b.png');
    const twoFiles = await fetch(`${base}/api/upload`, {
      method: 'POST',
      body: two,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(twoFiles.status).toBe(400);
    const json = await fetch(`${base}/api/upload`, {
      method: 'POST',
      body: '{}',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    const unknownKind = await upload(fileOf(PNG_HEAD, 10), 'a.png', 'virus');
    expect(unknownKind.status).toBe(400);
    const download = await fetch(`${base}/api/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 999999 }),
    });
    expect(download.status).toBe(404);
  });

  it('when the connection drops halfway through an upload then no file, chunk or document is left', async () => {
    const before = await storedFileCounts(pool);
    const documentsBefore = (await db.select().from(documents)).length;
    const boundary = 'cut-upload-boundary';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="halb.pdf"\r\n` +
        'content-type: application/pdf\r\n\r\n',
    );
    const { port } = new URL(base);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/upload?kind=document HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${admin}\r\n` +
        `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: 8000000\r\n\r\n`,
    );
    socket.write(head);
    socket.write(fileOf(PDF_HEAD, 3_000_000)); // three chunks of the store's 1 MB, then the client is gone
    await waitFor(async () => (await storedFileCounts(pool)) !== before);
    socket.destroy();
    await waitFor(async () => (await storedFileCounts(pool)) === before);
    expect((await db.select().from(documents)).length).toBe(documentsBefore);
  });
});
