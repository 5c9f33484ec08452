import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '@portal/service-kit';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { insertVariants } from '../domain/files/document-variants';
import { removeVariants, renderVariants, storeVariants } from '../domain/files/image-variants';
import type { FileStorage } from '../domain/files/storage';
import { advertisings, documents } from './schema';

/**
 * A demo banner drawn at seed time (docs/images.md: no binaries in the repository): a target in
 * the advert's colours on a soft gradient, 1600 × 1067 like a camera photo cropped to 3:2.
 */
export function demoBanner(from: string, to: string, ring: string): Promise<Buffer> {
  const rings = [420, 330, 240, 150, 60]
    .map((r, i) => `<circle cx="800" cy="533" r="${r}" fill="${i % 2 ? '#ffffff' : ring}" opacity="0.9"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1600" height="1067" fill="url(#g)"/>${rings}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface DemoAdvert {
  name: string;
  shortName: string;
  text: string;
  buttonText: string;
  buttonLink: string | null;
  detailView: boolean;
  colours: [string, string, string];
}

const DEMO_ADVERTS: DemoAdvert[] = [
  {
    name: 'Schießstand-Ausrüstung Huber',
    shortName: 'Gehörschutz, Brillen und Scheiben für Ihren Verein',
    text: '<p>Vereinsrabatt von 10 % auf Gehörschutz und Schießbrillen bis Saisonende.</p>',
    buttonText: 'Mehr erfahren',
    buttonLink: null,
    detailView: true,
    colours: ['#0d47a1', '#42a5f5', '#c62828'],
  },
  {
    name: 'Sportschützen-Reisen',
    shortName: 'Anreise und Unterkunft zu Landesmeisterschaften',
    text: '<p>Gemeinsame Anreise zu den großen Bewerben.</p>',
    buttonText: 'Zum Angebot',
    buttonLink: 'https://example.org/reisen',
    detailView: false,
    colours: ['#1b5e20', '#81c784', '#f9a825'],
  },
];

/**
 * The demo adverts with their images and variants, so the advert placement shows after
 * `npm start`. Missing ones (by name) are added; running it again changes nothing.
 */
export async function seedDemoAdverts(db: Database, storage: FileStorage): Promise<{ adverts: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog:seed-adverts'))`);
    const existing = await tx
      .select({ name: advertisings.name })
      .from(advertisings)
      .where(
        inArray(
          advertisings.name,
          DEMO_ADVERTS.map((advert) => advert.name),
        ),
      );
    const missing = DEMO_ADVERTS.filter((advert) => !existing.some((row) => row.name === advert.name));
    for (const advert of missing) {
      const png = await demoBanner(...advert.colours);
      const key = randomUUID();
      await storage.put(key, Readable.from([png]));
      const variants = await storeVariants(storage, await renderVariants(png)).catch(async (error) => {
        await storage.remove(key);
        throw error;
      });
      try {
        const [document] = await tx
          .insert(documents)
          .values({
            storageKey: key,
            fileName: `${advert.name}.png`,
            contentType: 'image/png',
            size: png.length,
            kind: 'logo',
          })
          .returning({ id: documents.id });
        await insertVariants(tx, document!.id, variants);
        const { colours: _colours, ...fields } = advert;
        await tx.insert(advertisings).values({
          ...fields,
          imageDocumentId: document!.id,
          // the detail page shows the same picture larger
          detailImageDocumentId: advert.detailView ? document!.id : null,
        });
      } catch (error) {
        await removeVariants(storage, [...variants, { storageKey: key }]);
        throw error;
      }
    }
    return { adverts: missing.length };
  });
}
