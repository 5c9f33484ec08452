import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { createTokenVerifier, startService } from '@portal/service-kit';
import { createTestInfra, createTestKeys, type TestInfra } from '@portal/service-kit/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, documentVariants } from '../src/db/schema';
import { seedDemoAdverts } from '../src/db/seed-adverts';
import { PostgresFileStorage } from '../src/domain/files/postgres-storage';
import { runImageConversion } from '../src/jobs/convert-images';
import { catalogService } from '../src/service';
import { storedFileCounts } from './support';

/** A noisy 3000 × 2000 camera-like photo (noise compresses worst: the byte budget's hardest case). */
let photoBytes: Promise<Buffer> | undefined;
const photo = () =>
  (photoBytes ??= sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#4a7',
      noise: { type: 'gaussian', mean: 120, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer());

/** A PNG whose header claims `width` × `height` pixels (CRC fixed so the header itself is valid). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A real grayscale PNG of zeros: 64 MB of pixels deflated to about 64 KB. */
function grayPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (gray), compression, filter, interlace 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

describe('image variants', () => {
  let infra: TestInfra;
  let storage: PostgresFileStorage;
  let pool: Awaited<ReturnType<typeof startService>>['ctx']['database']['pool'];
  let base: string;
  let stop: () => Promise<void>;
  let db: Awaited<ReturnType<typeof startService>>['ctx']['db'];
  let admin: string;

  beforeAll(async () => {
    infra = await createTestInfra('image_variants');
    const keys = await createTestKeys();
    const service = await startService(
      catalogService,
      infra.env, // the default store: catalog's PostgreSQL tables (docs/file-store.md)
      { verifyToken: createTokenVerifier({ keys: keys.jwks }) },
    );
    base = `http://127.0.0.1:${service.port}`;
    stop = async () => void (await service.stop());
    db = service.ctx.db;
    pool = service.ctx.database.pool;
    storage = new PostgresFileStorage(pool);
    admin = await keys.sign({ sub: '1', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] });
  });
  afterAll(async () => {
    await stop();
    await infra.cleanup();
  });

  const upload = (content: Buffer, fileName: string, kind: 'logo' | 'document' = 'logo') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return fetch(`${base}/api/upload?kind=${kind}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
  };
  const variant = (publicId: string, name: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/download/${publicId}/${name}`, {
      headers: { authorization: `Bearer ${admin}`, ...headers },
      redirect: 'manual',
    });
  const storedFiles = () => storedFileCounts(pool);

  it('when a photo is uploaded as an image then 490×327 and 300×300 at 1× and 2× in WebP and JPEG, each at most 100 KB', async () => {
    const response = await upload(await photo(), 'Bewerbsfoto.jpg');
    expect(response.status).toBe(201);
    const { id, publicId } = (await response.json()) as { id: number; publicId: string };
    const rows = await db.select().from(documentVariants).where(eq(documentVariants.documentId, id));
    expect(rows.map((r) => `${r.variant}@${r.density}.${r.format} ${r.width}x${r.height}`).sort()).toEqual([
      'card@1.jpeg 490x327',
      'card@1.webp 490x327',
      'card@2.jpeg 980x654',
      'card@2.webp 980x654',
      'square@1.jpeg 300x300',
      'square@1.webp 300x300',
      'square@2.jpeg 600x600',
      'square@2.webp 600x600',
    ]);
    for (const [name, format, width, height] of [
      ['card.webp', 'webp', 490, 327],
      ['card@2x.webp', 'webp', 980, 654],
      ['card.jpg', 'jpeg', 490, 327],
      ['card@2x.jpg', 'jpeg', 980, 654],
      ['square.webp', 'webp', 300, 300],
      ['square@2x.jpg', 'jpeg', 600, 600],
    ] as const) {
      const answer = await variant(publicId, name);
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get('content-type')).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(bytes.length, name).toBeLessThanOrEqual(100_000);
      expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
    }
    // the browser's cached copy is confirmed without the bytes
    const first = await variant(publicId, 'card.webp');
    await first.arrayBuffer();
    // as a browser revalidates (fetch alone would add `cache-control: no-cache` to a conditional request)
    const again = await variant(publicId, 'card.webp', {
      'cache-control': 'max-age=0',
      'if-none-match': first.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    // names outside the list are not served
    expect((await variant(publicId, 'card@3x.webp')).status).toBe(404);
    expect((await variant(publicId, 'huge.png')).status).toBe(404);
  });

  it('when a logo has transparency then the WebP keeps it and the JPEG fallback is white behind it', async () => {
    const logo = await sharp({
      create: { width: 400, height: 200, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const { publicId } = (await (await upload(logo, 'logo.png')).json()) as { publicId: string };
    const webp = Buffer.from(await (await variant(publicId, 'square.webp')).arrayBuffer());
    expect((await sharp(webp).metadata()).hasAlpha).toBe(true);
    const jpeg = Buffer.from(await (await variant(publicId, 'square.jpg')).arrayBuffer());
    const corner = await sharp(jpeg).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner]).toEqual([255, 255, 255]); // letterbox, not cropped: the corner is background
  });

  it('when a PDF is uploaded then it is stored as sent and gets no variants', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% Ausschreibung\n');
    const response = await upload(pdf, 'Ausschreibung.pdf', 'document');
    expect(response.status).toBe(201);
    const { id, publicId } = (await response.json()) as { id: number; publicId: string };
    expect(await db.select().from(documentVariants).where(eq(documentVariants.documentId, id))).toEqual([]);
    const download = await fetch(`${base}/api/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ id }),
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await variant(publicId, 'card.webp')).status).toBe(404);
  });

  it.each([
    ['a header claiming 50,000 × 50,000 pixels', () => pngClaiming(50_000, 50_000), 'IMAGE_TOO_LARGE'],
    ['a side longer than 10,000 pixels', () => pngClaiming(20_000, 100), 'IMAGE_TOO_LARGE'],
    [
      'a real decompression bomb (8,000 × 8,000 zeros deflated to about 64 KB)',
      async () => grayPng(8000, 8000),
      'IMAGE_TOO_LARGE',
    ],
    [
      'a PNG signature followed by garbage',
      async () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]),
      'IMAGE_NOT_READABLE',
    ],
    ['a JPEG cut off halfway', async () => (await photo()).subarray(0, 50_000), 'IMAGE_NOT_READABLE'],
  ])('when the image is %s then it is refused and nothing is stored', async (_label, make, key) => {
    const content = await make();
    const rowsBefore = (await db.select().from(documents)).length;
    const variantsBefore = (await db.select().from(documentVariants)).length;
    const filesBefore = await storedFiles();
    const response = await upload(content, 'bild.png');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: key, field: 'file' });
    expect((await db.select().from(documents)).length).toBe(rowsBefore);
    expect((await db.select().from(documentVariants)).length).toBe(variantsBefore);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('when images were uploaded before variants existed then the command converts them once, and until then the original is served', async () => {
    const legacy = async (key: string, content: Buffer, contentType: string, kind: 'logo' | 'document') => {
      await storage.put(key, Readable.from([content]));
      const [row] = await db
        .insert(documents)
        .values({ storageKey: key, fileName: 'alt.png', contentType, size: content.length, kind })
        .returning();
      return row!;
    };
    const old = await legacy('0a0a0a0a-0000-4000-8000-000000000001', await photo(), 'image/jpeg', 'logo');
    const broken = await legacy(
      '0a0a0a0a-0000-4000-8000-000000000002',
      Buffer.alloc(100, 1),
      'image/png',
      'logo',
    );
    const pdf = await legacy(
      '0a0a0a0a-0000-4000-8000-000000000003',
      Buffer.from('%PDF-1.4\n'),
      'application/pdf',
      'document',
    );

    const before = await variant(old.publicId, 'card.webp');
    expect(before.status).toBe(307);
    expect(before.headers.get('location')).toBe(`/api/download/${old.publicId}`);
    expect(before.headers.get('cache-control')).toBe('no-cache');

    const lines: string[] = [];
    const first = await runImageConversion({ DATABASE_URL: infra.databaseUrl }, (line) => lines.push(line));
    expect(first).toEqual({ converted: 1, failed: 1 });
    expect(lines.some((line) => line.startsWith(`document ${broken.id}:`))).toBe(true);
    const count = async (id: number) =>
      (await db.select().from(documentVariants).where(eq(documentVariants.documentId, id))).length;
    expect([await count(old.id), await count(broken.id), await count(pdf.id)]).toEqual([8, 0, 0]);
    const after = await variant(old.publicId, 'card.webp');
    expect(after.status).toBe(200);
    expect(after.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // idempotent: nothing new is made on the second run
    const files = await storedFiles();
    expect(await runImageConversion({ DATABASE_URL: infra.databaseUrl }, () => undefined)).toEqual({
      converted: 0,
      failed: 1,
    });
    expect(await count(old.id)).toBe(8);
    expect(await storedFiles()).toBe(files);
  });

  it('when the demo data is seeded then the adverts have images with variants, and seeding again adds nothing', async () => {
    expect(await seedDemoAdverts(db, storage)).toEqual({ adverts: 2 });
    const files = await storedFiles();
    expect(await seedDemoAdverts(db, storage)).toEqual({ adverts: 0 });
    expect(await storedFiles()).toBe(files);
    const { content: adverts } = (await (
      await fetch(`${base}/api/publicResources/advertisingsList`)
    ).json()) as {
      content: { image: { publicId: string } | null }[];
    };
    expect(adverts.filter((advert) => advert.image)).toHaveLength(2);
    for (const advert of adverts) {
      const answer = await fetch(`${base}/api/download/${advert.image!.publicId}/card.webp`);
      expect(answer.status).toBe(200);
      expect(Number(answer.headers.get('content-length'))).toBeLessThanOrEqual(100_000);
    }
  });
});
