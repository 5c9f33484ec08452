import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOnDisk, startCatalog, storedFileCounts, type CatalogHarness } from './support';

const club = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  longName: `${name} – Sportschützen`,
  address: 'Hauptstraße 1',
  zip: '1010',
  city: 'Wien',
  country: 'at',
  ...extra,
});

/** Input PostgreSQL cannot hold (NUL bytes, ids of 2^31 and more) answers 400 and writes nothing. */
describe('catalog: NUL bytes and ids beyond PostgreSQL integer', () => {
  let h: CatalogHarness;
  let storageDir: string;
  const t: Record<string, string | undefined> = {};

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    h = await startCatalog('hostile', t, { STORAGE_DIR: storageDir });
    t.admin = await h.keys.sign({ sub: '1', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it('when a club is created with a NUL byte in a text field then 400 FIELD_INVALID naming it and no club', async () => {
    const r = await h.as('admin').post('clubs', club('SV\u0000Wien'));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'FIELD_INVALID', field: 'name' });
    const nested = await h
      .as('admin')
      .post('clubs', club('SV Wien', { contact: { firstName: 'Max\u0000' } }));
    expect(nested.status).toBe(400);
    expect(nested.body).toMatchObject({ error: 'FIELD_INVALID', field: 'contact.firstName' });
    expect(await h.count('clubs')).toBe(0);
  });

  it('when an id is 2147483648 in a path or a body reference then 400 FIELD_INVALID naming it', async () => {
    const inPath = await h.as('admin').get('clubs/2147483648');
    expect(inPath.status).toBe(400);
    expect(inPath.body).toMatchObject({ error: 'FIELD_INVALID', field: 'id' });
    const inBody = await h.as('admin').post('clubs', club('SV Graz', { logo: { id: 2147483648 } }));
    expect(inBody.status).toBe(400);
    expect(inBody.body).toMatchObject({ error: 'FIELD_INVALID', field: 'logo.id' });
    const download = await h.api('download', { method: 'POST', json: { id: 2 ** 31 } });
    expect(download.status).toBe(400);
    expect(await h.count('clubs')).toBe(0);
    expect((await h.as('admin').post('clubs', club('SV Graz'))).status).toBe(201);
  });

  it('when a multipart upload carries a NUL byte in its name field then 400 FIELD_INVALID and nothing is stored', async () => {
    const form = new FormData();
    form.append('name', 'Aus\u0000schreibung');
    form.append('file', new Blob([Buffer.from('%PDF-1.7\n')]), 'a.pdf');
    const r = await fetch(`http://127.0.0.1:${h.service.port}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: 'FIELD_INVALID', field: 'name' });
    expect(await h.count('documents')).toBe(0);
    expect(await storedFileCounts(h.service.ctx.database.pool)).toBe('0 files, 0 chunks');
    expect(filesOnDisk(storageDir)).toEqual([]);
  });
});
