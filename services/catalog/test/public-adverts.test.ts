import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema';
import { signStaff, startCatalog, type CatalogHarness, type Json } from './support';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n% a flyer\n');

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const PUBLIC_KEYS = [
  'buttonLink',
  'buttonText',
  'detailImage',
  'detailView',
  'id',
  'image',
  'name',
  'publicId',
  'shortName',
  'text',
];

describe('public adverts', () => {
  let h: CatalogHarness;
  let storageDir: string;
  let base: string;
  const t: Record<string, string | undefined> = {};
  let logo: { id: number; publicId: string; fileName: string };
  let detailLogo: { id: number; publicId: string; fileName: string };
  let pdf: { id: number; publicId: string };
  /** the adverts by label, as the admin API answered their creation */
  const ads: Record<string, Json> = {};
  /** answers the service has not finished yet (see afterAll) */
  const inFlight = new Set<ServerResponse>();

  const guest = () => h.as('guest');
  const adminRecord = async (id: number) => (await h.as('admin').get(`advertising/${id}`)).body;
  const upload = async (content: Buffer, fileName: string, kind: 'logo' | 'document') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    const response = await fetch(`${base}/api/upload?kind=${kind}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; publicId: string; fileName: string };
  };
  const create = async (label: string, overrides: Record<string, unknown>) => {
    const answer = await h.as('admin').post('advertising', {
      active: true,
      name: `Werbung ${label}`,
      shortName: `Kurz ${label}`,
      text: `<p>Text <strong>${label}</strong></p>`,
      image: null,
      detailImage: null,
      fromDate: null,
      toDate: null,
      buttonText: 'Mehr',
      buttonLink: `https://example.at/${label}`,
      detailView: false,
      ...overrides,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    ads[label] = answer.body;
  };
  /** the public shape of an advert created through the admin API */
  const publicOf = (label: string) => {
    const a = ads[label];
    return {
      id: a.id,
      publicId: a.publicId,
      name: a.name,
      shortName: a.shortName,
      text: a.text,
      buttonText: a.buttonText,
      buttonLink: a.buttonLink,
      detailView: a.detailView,
      // public answers name files by their public id only
      image: a.image && { publicId: a.image.publicId, fileName: a.image.fileName },
      detailImage: a.detailImage && { publicId: a.detailImage.publicId, fileName: a.detailImage.fileName },
    };
  };

  /** labels of the adverts guests must see, in creation (= id) order */
  const RUNNING = ['unbounded', 'current', 'startedOpenEnd', 'openStartNotEnded', 'zeta', 'alpha'];

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-adverts-'));
    h = await startCatalog('public_adverts', t, { STORAGE_DIR: storageDir });
    base = `http://127.0.0.1:${h.service.port}`;
    h.service.server.on('request', (_request, response: ServerResponse) => {
      inFlight.add(response);
      response.once('close', () => inFlight.delete(response));
    });
    await signStaff(h.keys, t);
    logo = await upload(PNG, 'Banner Sommer-Cup.png', 'logo');
    detailLogo = await upload(PNG, 'Detail Ähre.png', 'logo');
    pdf = await upload(PDF, 'flyer.pdf', 'document');

    await create('unbounded', {
      image: { id: logo.id },
      detailImage: { id: detailLogo.id },
      detailView: true,
    });
    await create('current', { fromDate: at(-HOUR), toDate: at(HOUR) });
    await create('inactive', { active: false });
    await create('expired', { fromDate: at(-48 * HOUR), toDate: at(-24 * HOUR) });
    await create('future', { fromDate: at(24 * HOUR), toDate: at(48 * HOUR) });
    await create('startedOpenEnd', { fromDate: at(-HOUR) });
    await create('openStartNotEnded', { toDate: at(HOUR) });
    await create('endedOpenStart', { toDate: at(-HOUR) });
    await create('inactiveCurrent', { active: false, fromDate: at(-HOUR), toDate: at(HOUR) });
    await create('zeta', { name: 'Zeta Schießstand' });
    await create('alpha', { name: 'Ärmelschoner' });
  });
  afterAll(async () => {
    // A streamed file with a content length is complete for the client a moment before the
    // service ends its answer; a server closed in that moment keeps the connection, idle from then
    // on, open for its keep-alive timeout (65 s). So the last test's answers are let finish first.
    await waitFor(async () => inFlight.size === 0 || undefined, 5_000, 10);
    await h?.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  describe('when a guest lists the adverts', () => {
    it('then only the active ones whose period contains now come, newest first, without clicks', async () => {
      const answer = await guest().get('publicResources/advertisingsList');
      expect(answer.status).toBe(200);
      expect(answer.body.totalElements).toBe(RUNNING.length);
      expect(answer.body.content).toEqual(RUNNING.map(publicOf).reverse());
      for (const advert of answer.body.content) expect(Object.keys(advert).sort()).toEqual(PUBLIC_KEYS);
      // no sequential upload id reaches the public
      expect(answer.body.content.at(-1).image).not.toHaveProperty('id');
      expect(answer.body.content.at(-1)).toMatchObject({
        image: { publicId: logo.publicId, fileName: 'Banner Sommer-Cup.png' },
        detailImage: { publicId: detailLogo.publicId, fileName: 'Detail Ähre.png' },
        detailView: true,
        text: '<p>Text <strong>unbounded</strong></p>',
      });
    });

    it('then the web call (page 0, size 100, id descending) answers the same', async () => {
      const answer = await guest().get('publicResources/advertisingsList?page=0&size=100&sort=id,desc');
      expect(answer.status).toBe(200);
      expect(answer.body.content.map((a: Json) => a.id)).toEqual(RUNNING.map((l) => ads[l].id).reverse());
    });

    it('then a logged-in shooter sees the same list', async () => {
      const answer = await h.as('shooter').get('publicResources/advertisingsList');
      expect(answer.status).toBe(200);
      expect(answer.body.totalElements).toBe(RUNNING.length);
    });

    it('then they sort by id ascending and by name with umlauts next to their vowels', async () => {
      const byId = await guest().get('publicResources/advertisingsList?sort=id,asc');
      expect(byId.body.content.map((a: Json) => a.id)).toEqual(RUNNING.map((l) => ads[l].id));
      const byName = await guest().get('publicResources/advertisingsList?sort=name,asc');
      const names = byName.body.content.map((a: Json) => a.name);
      expect(names).toEqual([
        'Ärmelschoner',
        'Werbung current',
        'Werbung openStartNotEnded',
        'Werbung startedOpenEnd',
        'Werbung unbounded',
        'Zeta Schießstand',
      ]);
      const desc = await guest().get('publicResources/advertisingsList?sort=name,desc');
      expect(desc.body.content.map((a: Json) => a.name)).toEqual([...names].reverse());
    });

    it('then pages do not overlap and the total counts every running advert', async () => {
      const pages = await Promise.all(
        [0, 1, 2, 3].map((p) => guest().get(`publicResources/advertisingsList?page=${p}&size=2&sort=id,asc`)),
      );
      for (const p of pages) expect(p.body.totalElements).toBe(RUNNING.length);
      expect(pages.map((p) => p.body.content.length)).toEqual([2, 2, 2, 0]);
      expect(pages.flatMap((p) => p.body.content.map((a: Json) => a.id))).toEqual(
        RUNNING.map((l) => ads[l].id),
      );
    });

    it.each([
      ['size=101', 'size'],
      ['size=0', 'size'],
      ['size=abc', 'size'],
      ['page=-1', 'page'],
      ['sort=clicks,desc', 'sort'],
      ['sort=fromDate', 'sort'],
      ['active=false', 'active'],
    ])('then %s is refused with 400 naming %s', async (query, field) => {
      const answer = await guest().get(`publicResources/advertisingsList?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.field).toContain(field);
    });

    it('then size 100 is the largest page', async () => {
      const answer = await guest().get('publicResources/advertisingsList?size=100');
      expect(answer.status).toBe(200);
    });
  });

  describe('when a guest opens one advert by its public id', () => {
    it('then a running advert answers its public shape', async () => {
      const answer = await guest().get(`publicResources/getAdFromPublicId/${ads.unbounded.publicId}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(publicOf('unbounded'));
      expect(answer.body).not.toHaveProperty('clicks');
      const current = await guest().get(`publicResources/getAdFromPublicId/${ads.current.publicId}`);
      expect(current.body).toEqual(publicOf('current'));
    });

    it.each(['inactive', 'expired', 'future', 'endedOpenStart', 'inactiveCurrent'])(
      'then the %s advert answers 404 NOT_FOUND',
      async (label) => {
        const answer = await guest().get(`publicResources/getAdFromPublicId/${ads[label].publicId}`);
        expect(answer).toEqual({ status: 404, body: { error: 'NOT_FOUND' } });
      },
    );

    it('then an unknown public id answers 404 NOT_FOUND', async () => {
      const answer = await guest().get(`publicResources/getAdFromPublicId/${'0'.repeat(32)}`);
      expect(answer).toEqual({ status: 404, body: { error: 'NOT_FOUND' } });
    });

    it.each([
      "x' OR '1'='1",
      '%E2%82%AC',
      'a'.repeat(65),
      '..%2F..%2Fetc',
      '%ZZ',
      String(Number.MAX_SAFE_INTEGER) + '%00',
    ])('then the malformed id %s answers 400 or 404, never 500', async (id) => {
      const answer = await guest().get(`publicResources/getAdFromPublicId/${id}`);
      expect([400, 404]).toContain(answer.status);
      expect(['FIELD_INVALID', 'NOT_FOUND']).toContain(answer.body.error);
    });

    it('then an advert made inactive afterwards answers 404 at once', async () => {
      await create('switchedOff', {});
      expect(
        (await guest().get(`publicResources/getAdFromPublicId/${ads.switchedOff.publicId}`)).status,
      ).toBe(200);
      const { id, publicId, clicks: _clicks, createdAt: _createdAt, ...body } = ads.switchedOff;
      expect((await h.as('admin').put(`advertising/${id}`, { ...body, active: false })).status).toBe(200);
      expect((await guest().get(`publicResources/getAdFromPublicId/${publicId}`)).status).toBe(404);
    });
  });

  describe('when a guest clicks an advert', () => {
    it('then each call counts exactly one click', async () => {
      const id = ads.current.id;
      const before = (await adminRecord(id)).clicks;
      for (let i = 1; i <= 3; i++) {
        const answer = await guest().get(`publicResources/clickAd/${id}`);
        expect(answer).toEqual({ status: 204, body: undefined });
        expect((await adminRecord(id)).clicks).toBe(before + i);
      }
    });

    it('then 20 concurrent clicks count 20', async () => {
      const id = ads.unbounded.id;
      const before = (await adminRecord(id)).clicks;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => guest().get(`publicResources/clickAd/${id}`)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204));
      expect((await adminRecord(id)).clicks).toBe(before + 20);
    });

    it('then the click answer may not be cached', async () => {
      const response = await fetch(`${base}/api/publicResources/clickAd/${ads.zeta.id}`);
      expect(response.status).toBe(204);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('then an inactive advert answers 404 and is not counted', async () => {
      const id = ads.inactive.id;
      const answer = await guest().get(`publicResources/clickAd/${id}`);
      expect(answer).toEqual({ status: 404, body: { error: 'NOT_FOUND' } });
      expect((await adminRecord(id)).clicks).toBe(0);
    });

    it('then an unknown id answers 404 and a malformed one 400', async () => {
      expect(await guest().get('publicResources/clickAd/2147483647')).toEqual({
        status: 404,
        body: { error: 'NOT_FOUND' },
      });
      for (const id of ['abc', '0', '-1', '2147483648', '1.5']) {
        const answer = await guest().get(`publicResources/clickAd/${id}`);
        expect(answer.status, id).toBe(400);
      }
    });

    it('then the clicks and nothing else change (no new version, no event)', async () => {
      const id = ads.alpha.id;
      const before = await adminRecord(id);
      await guest().get(`publicResources/clickAd/${id}`);
      const after = await adminRecord(id);
      expect(after).toEqual({ ...before, clicks: before.clicks + 1 });
      const { rows } = await h.service.ctx.database.pool.query<{ version: number }>(
        'SELECT version FROM catalog.advertisings WHERE id = $1',
        [id],
      );
      expect(rows[0]!.version).toBe(1);
    });
  });

  describe('when a browser loads an uploaded image by GET download/{publicId}', () => {
    it('then a logo streams with its type, inline name, a day of caching and an ETag', async () => {
      const response = await fetch(`${base}/api/download/${logo.publicId}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-length')).toBe(String(PNG.length));
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="Banner Sommer-Cup.png"; filename*=UTF-8''Banner%20Sommer-Cup.png`,
      );
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
      expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('then a name with umlauts has an ASCII fallback and its UTF-8 form', async () => {
      const response = await fetch(`${base}/api/download/${detailLogo.publicId}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="Detail _hre.png"; filename*=UTF-8''Detail%20%C3%84hre.png`,
      );
    });

    it('then the ETag differs per image and a revalidation answers 304 without a body', async () => {
      const first = await fetch(`${base}/api/download/${logo.publicId}`);
      const etag = first.headers.get('etag')!;
      await first.arrayBuffer();
      const other = await fetch(`${base}/api/download/${detailLogo.publicId}`);
      await other.arrayBuffer();
      expect(other.headers.get('etag')).not.toBe(etag);
      // as a browser revalidates (fetch would add `cache-control: no-cache` to a conditional request)
      const revalidate = { 'cache-control': 'max-age=0' };
      const again = await fetch(`${base}/api/download/${logo.publicId}`, {
        headers: { ...revalidate, 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      const stale = await fetch(`${base}/api/download/${logo.publicId}`, {
        headers: { ...revalidate, 'if-none-match': '"something-else"' },
      });
      expect(stale.status).toBe(200);
      expect(Buffer.from(await stale.arrayBuffer())).toEqual(PNG);
    });

    it('then an uploaded document (not an image) answers 404 NOT_FOUND', async () => {
      // even for the admin who may download it by POST
      const response = await fetch(`${base}/api/download/${pdf.publicId}`, {
        headers: { authorization: `Bearer ${t.admin}` },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    });

    it('then sequential ids, unknown and malformed public ids answer 404 NOT_FOUND', async () => {
      for (const id of [String(logo.id), String(detailLogo.id), '2147483647', 'abc', '0', randomUUID()]) {
        const response = await fetch(`${base}/api/download/${id}`);
        expect(response.status, id).toBe(404);
        expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
      }
    });

    it('then the image of an advert that is not running (or of none) answers 404', async () => {
      const hidden = await upload(PNG, 'versteckt.png', 'logo');
      expect((await fetch(`${base}/api/download/${hidden.publicId}`)).status).toBe(404);
      const inactiveAdvert = ads.inactive;
      const attached = await h.as('admin').put(`advertising/${inactiveAdvert.id}`, {
        ...Object.fromEntries(
          Object.entries(inactiveAdvert).filter(
            ([key]) => !['id', 'publicId', 'clicks', 'createdAt'].includes(key),
          ),
        ),
        image: { id: hidden.id },
      });
      expect(attached.status, JSON.stringify(attached.body)).toBe(200);
      expect((await fetch(`${base}/api/download/${hidden.publicId}`)).status).toBe(404);
    });

    it('then a logo whose file is gone from the storage answers 404 and is not cached', async () => {
      const [row] = await h.service.ctx.db
        .insert(documents)
        .values({
          storageKey: '00000000-0000-4000-8000-000000000000',
          fileName: 'lost.png',
          contentType: 'image/png',
          size: 10,
          kind: 'logo',
        })
        .returning();
      // an admin may see every upload: the missing bytes are what answers 404
      const response = await fetch(`${base}/api/download/${row!.publicId}`, {
        headers: { authorization: `Bearer ${t.admin}` },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'NOT_FOUND' });
      expect(response.headers.get('cache-control')).toBeNull();
      expect(response.headers.get('etag')).not.toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    });

    it('then POST download still answers any kind as an attachment (to an admin by id)', async () => {
      const response = await fetch(`${base}/api/download`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${t.admin}` },
        body: JSON.stringify({ id: pdf.id }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="flyer.pdf"/);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
    });
  });
});
