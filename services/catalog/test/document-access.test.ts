import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, documents } from '../src/db/schema';
import { competitionFixture, type CompetitionFixture } from './competition-fixture';
import type { Json } from './support';

const PDF = Buffer.from('%PDF-1.7\n% Ausschreibung\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Uploaded {
  id: number;
  publicId: string;
  fileName: string;
}

/**
 * Who may download an upload (issue 9 item 6): publicly only through a competition, club or advert
 * that is visible to the caller, and only by its random public id; the owning club's admins and
 * admins always, by id too.
 */
describe('document downloads', () => {
  let f: CompetitionFixture;
  let storageDir: string;
  let base: string;
  const t: Record<string, string | undefined> = {};
  /** uploads by label, all made by the own club's admin */
  const files: Record<string, Uploaded> = {};
  const competitionsBy: Record<string, Json> = {};

  const upload = async (label: string, kind: 'document' | 'logo' = 'document') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(kind === 'logo' ? PNG : PDF)]), `${label}.pdf`);
    const response = await fetch(`${base}/api/upload?kind=${kind}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${t.clubOwn}` },
    });
    expect(response.status).toBe(201);
    files[label] = (await response.json()) as Uploaded;
    return files[label]!;
  };
  const create = async (label: string, patch: Record<string, unknown>) => {
    const file = await upload(label);
    const answer = await f.h.as('clubOwn').post(
      'competitions',
      f.body({
        club: null,
        name: `Match ${label}`,
        competitionUploads: [{ type: { id: f.uploadTypeId }, document: { id: file.id } }],
        ...patch,
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    competitionsBy[label] = answer.body;
  };
  /** POST download by public id or id as `who` (undefined: guest); the status */
  const post = async (who: string | undefined, body: Record<string, unknown>) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (who) headers.authorization = `Bearer ${t[who]}`;
    const response = await fetch(`${base}/api/download`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (response.status === 200)
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    else
      expect(await response.json()).toEqual(
        response.status === 404
          ? { error: 'NOT_FOUND' }
          : { error: 'FIELD_IS_REQUIRED', field: 'publicId', errors: expect.any(Array) },
      );
    return response.status;
  };
  const byPublicId = (who: string | undefined, label: string) =>
    post(who, { publicId: files[label]!.publicId });
  const byId = (who: string | undefined, label: string) => post(who, { id: files[label]!.id });

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-access-'));
    f = await competitionFixture('document_access', { STORAGE_DIR: storageDir });
    base = `http://127.0.0.1:${f.h.service.port}`;
    Object.assign(t, f.tokens);
    t.member = await f.h.keys.sign({
      sub: '7',
      roles: ['ROLE_USER'],
      permissions: ['IS_USER_SHOOTER'],
      clubId: f.ownClubId,
    });
    await upload('unattached');
    await create('all', { viewType: 'ALL' });
    await create('external', { viewType: 'EXTERNAL' });
    await create('internal', { viewType: 'INTERNAL' });
    await create('unlisted', { viewType: 'UNLISTED' });
    await create('inactive', { viewType: 'ALL', active: false });
    await create('deleted', { viewType: 'ALL' });
    expect((await f.h.as('clubOwn').del(`competitions/${competitionsBy.deleted.id}`)).status).toBe(204);
  });
  afterAll(async () => {
    await f.h.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it('gives every upload a random public id, also the rows that existed before (column default)', async () => {
    const rows = await f.h.service.ctx.db.select({ publicId: documents.publicId }).from(documents);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    for (const row of rows) expect(row.publicId).toMatch(UUID);
    expect(new Set(rows.map((row) => row.publicId)).size).toBe(rows.length);
    expect(files.all!.publicId).toMatch(UUID);
  });

  it('downloads a document of a visible competition by its public id, never by the sequential id', async () => {
    expect(await byPublicId(undefined, 'all')).toBe(200);
    expect(await byPublicId('shooter', 'all')).toBe(200);
    expect(await byPublicId('clubOther', 'all')).toBe(200);
    expect(await byId(undefined, 'all')).toBe(404);
    expect(await byId('shooter', 'all')).toBe(404);
    expect(await byId('clubOther', 'all')).toBe(404);
  });

  it('answers 404 to a guest and another club for documents of UNLISTED, INTERNAL, inactive and deleted competitions', async () => {
    for (const label of ['unlisted', 'internal', 'inactive', 'deleted']) {
      expect(await byPublicId(undefined, label), label).toBe(404);
      expect(await byPublicId('clubOther', label), label).toBe(404);
      expect(await byId('clubOther', label), label).toBe(404);
    }
  });

  it('follows the view type: EXTERNAL for logged-in users, INTERNAL for members of the club', async () => {
    expect(await byPublicId(undefined, 'external')).toBe(404);
    expect(await byPublicId('shooter', 'external')).toBe(200);
    expect(await byPublicId('shooter', 'internal')).toBe(404);
    expect(await byPublicId('member', 'internal')).toBe(200);
    expect(await byPublicId('member', 'unlisted')).toBe(404);
  });

  it('answers 404 to a guest and another club for an upload that is attached nowhere', async () => {
    expect(await byPublicId(undefined, 'unattached')).toBe(404);
    expect(await byPublicId('shooter', 'unattached')).toBe(404);
    expect(await byPublicId('clubOther', 'unattached')).toBe(404);
    expect(await byId('clubOther', 'unattached')).toBe(404);
    expect(await byId('clubless', 'unattached')).toBe(404);
  });

  it("lets the owning club's admins, admins and portal admins download every one, by id too", async () => {
    for (const label of ['unattached', 'unlisted', 'internal', 'inactive', 'all']) {
      for (const who of ['clubOwn', 'admin', 'portal']) {
        expect(await byId(who, label), `${who} ${label}`).toBe(200);
        expect(await byPublicId(who, label), `${who} ${label}`).toBe(200);
      }
    }
  });

  it('refuses a body with both or neither of id and publicId, and answers 404 for a malformed public id', async () => {
    expect(await post('admin', {})).toBe(400);
    expect(await post('admin', { id: files.all!.id, publicId: files.all!.publicId })).toBe(400);
    expect(await post(undefined, { publicId: '../../etc/passwd' })).toBe(404);
    expect(await post(undefined, { publicId: String(files.all!.id) })).toBe(404);
  });

  it('does not let another club take an upload over by attaching its id to its own competition', async () => {
    const answer = await f.h.as('clubOther').post(
      'competitions',
      f.body({
        club: null,
        competitionUploads: [{ type: { id: f.uploadTypeId }, document: { id: files.unattached!.id } }],
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ field: 'competitionUploads', key: 'FIELD_INVALID' });
    expect(await byId('clubOther', 'unattached')).toBe(404);
  });

  it('names documents by public id only in the public answers', async () => {
    const page = await f.h
      .as('guest')
      .get(`publicResources/getCompetitionFromPublicId/${competitionsBy.all.publicLink}`);
    expect(page.status).toBe(200);
    expect(page.body.competitionUploads).toEqual([
      {
        type: expect.objectContaining({ id: f.uploadTypeId }),
        document: { publicId: files.all!.publicId, fileName: files.all!.fileName },
      },
    ]);
    const list = await f.h.as('guest').get('publicResources/competitions');
    expect(list.status).toBe(200);
    const entry = list.body.content.find((c: Json) => c.id === competitionsBy.all.id);
    expect(entry.competitionUploads[0].document).toEqual({
      publicId: files.all!.publicId,
      fileName: files.all!.fileName,
    });
    // the back-office keeps the id its forms send back, and learns the public id
    const own = await f.h.as('clubOwn').get(`competitions/${competitionsBy.all.id}`);
    expect(own.body.competitionUploads[0].document).toEqual({
      id: files.all!.id,
      publicId: files.all!.publicId,
      fileName: files.all!.fileName,
    });
  });

  it("serves a club's logo as an image while the club is active, and only by its public id", async () => {
    const logo = await upload('logo', 'logo');
    const image = (id: string) => fetch(`${base}/api/download/${id}`);
    expect((await image(logo.publicId)).status).toBe(404); // not attached yet
    const db = f.h.service.ctx.db;
    await db.update(clubs).set({ logoDocumentId: logo.id }).where(eq(clubs.id, f.ownClubId));
    const shown = await image(logo.publicId);
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG);
    expect((await image(String(logo.id))).status).toBe(404);
    const club = await f.h.as('guest').get('publicResources/clubs');
    expect(club.body.content.find((c: Json) => c.id === f.ownClubId).logo).toEqual({
      publicId: logo.publicId,
      fileName: logo.fileName,
    });
    await db.update(clubs).set({ active: false }).where(eq(clubs.id, f.ownClubId));
    expect((await image(logo.publicId)).status).toBe(404);
    // documents of a blocked club's competitions are gone from the public as well
    expect(await byPublicId(undefined, 'all')).toBe(404);
    expect(await byPublicId('clubOwn', 'all')).toBe(200);
    await db.update(clubs).set({ active: true }).where(eq(clubs.id, f.ownClubId));
  });
});
