import type { Advertising, AdvertisingBody, AdvertisingSortField, ListAnswer } from '@portal/contracts';
import {
  appendEvent,
  DomainError,
  RequestValidationError,
  type Database,
  containsIgnoringCase,
  orderBy,
  page,
  type ListParams,
} from '@portal/service-kit';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { advertisings, documents } from '../db/schema';
import { storedFileOf } from './files/file-refs';
import { CATALOG_SCHEMA, type Tx } from './reference-admin';
import { sanitizeRichText } from './rich-text';

export const ADVERTISING_UPSERTED = 'catalog.advertising.upserted';
export const ADVERTISING_DELETED = 'catalog.advertising.deleted';

const SORT_COLUMNS = {
  id: advertisings.id,
  name: advertisings.name,
  fromDate: advertisings.fromDate,
  toDate: advertisings.toDate,
  active: advertisings.active,
  clicks: advertisings.clicks,
} satisfies Record<AdvertisingSortField, unknown>;
/** Newest first, as the public advert list asks for them. */
const DEFAULT_SORT = 'id,desc';

/**
 * A validated create or update body: trimmed texts (empty ones null), dates as ISO date-times
 * with an offset and `toDate` after `fromDate`, links starting with http(s). The text is still
 * the client's HTML: saving sanitizes it.
 */
export type AdvertisingInput = AdvertisingBody;

export interface AdvertisingListQuery extends ListParams {
  /** part of the name or short name, ignoring case */
  name?: string;
  active?: boolean;
}

type Executor = Database | Tx;

const image = alias(documents, 'advertising_image');
const detailImage = alias(documents, 'advertising_detail_image');

/** Adverts with the file names of their images (the public adverts read through it too). */
export function selectAdvertisings(db: Executor, where?: SQL) {
  return db
    .select({
      advert: advertisings,
      imageFileName: image.fileName,
      imagePublicId: image.publicId,
      detailImageFileName: detailImage.fileName,
      detailImagePublicId: detailImage.publicId,
    })
    .from(advertisings)
    .leftJoin(image, eq(image.id, advertisings.imageDocumentId))
    .leftJoin(detailImage, eq(detailImage.id, advertisings.detailImageDocumentId))
    .where(where);
}

export interface AdvertisingRow {
  advert: typeof advertisings.$inferSelect;
  imageFileName: string | null;
  imagePublicId: string | null;
  detailImageFileName: string | null;
  detailImagePublicId: string | null;
}

export function toAdvertising({
  advert: a,
  imageFileName,
  imagePublicId,
  detailImageFileName,
  detailImagePublicId,
}: AdvertisingRow): Advertising {
  return {
    id: a.id,
    publicId: a.publicId,
    active: a.active,
    name: a.name,
    shortName: a.shortName,
    text: a.text,
    image: storedFileOf(a.imageDocumentId, imagePublicId, imageFileName),
    detailImage: storedFileOf(a.detailImageDocumentId, detailImagePublicId, detailImageFileName),
    fromDate: a.fromDate?.toISOString() ?? null,
    toDate: a.toDate?.toISOString() ?? null,
    buttonText: a.buttonText,
    buttonLink: a.buttonLink,
    detailView: a.detailView,
    clicks: a.clicks,
    createdAt: a.createdAt.toISOString(),
  };
}

/** One page of the adverts, filtered by name (or short name) and active flag, newest first by default. */
export async function listAdvertisings(
  db: Database,
  q: AdvertisingListQuery,
): Promise<ListAnswer<Advertising>> {
  const where = and(
    containsIgnoringCase(q.name, advertisings.name, advertisings.shortName),
    q.active === undefined ? undefined : eq(advertisings.active, q.active),
  );
  return page(
    selectAdvertisings(db, where)
      .orderBy(...orderBy(q.sort ?? DEFAULT_SORT, SORT_COLUMNS, advertisings.id))
      .limit(q.size)
      .offset(q.page * q.size)
      .then((rows) => rows.map(toAdvertising)),
    db.$count(advertisings, where),
  );
}

async function findAdvertising(db: Executor, id: number): Promise<Advertising | undefined> {
  const [row] = await selectAdvertisings(db, eq(advertisings.id, id));
  return row ? toAdvertising(row) : undefined;
}

/** One advert; 404 NOT_FOUND when there is none. */
export async function getAdvertising(db: Database, id: number): Promise<Advertising> {
  const advert = await findAdvertising(db, id);
  if (!advert) throw new DomainError('NOT_FOUND', 404);
  return advert;
}

/**
 * The images must be uploaded logos (images checked by their content), not documents: 400
 * FIELD_INVALID on each field that names anything else. The rows are share-locked so they
 * cannot be deleted before the transaction commits.
 */
async function checkImages(tx: Tx, input: AdvertisingInput): Promise<void> {
  const fields = (['image', 'detailImage'] as const).filter((field) => input[field] !== null);
  if (fields.length === 0) return;
  const ids = [...new Set(fields.map((field) => input[field]!.id))];
  const found = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, ids), eq(documents.kind, 'logo')))
    .for('share');
  const logos = new Set(found.map((row) => row.id));
  const errors = fields
    .filter((field) => !logos.has(input[field]!.id))
    .map((field) => ({ field, key: 'FIELD_INVALID' as const }));
  if (errors.length > 0) throw new RequestValidationError(errors);
}

/**
 * Creates (id null) or updates an advert with its text sanitized, and appends its upserted event
 * (version bumped on every update) in the same transaction. 404 NOT_FOUND for an unknown id.
 */
export async function saveAdvertising(
  db: Database,
  id: number | null,
  input: AdvertisingInput,
): Promise<Advertising> {
  const values = {
    active: input.active,
    name: input.name,
    shortName: input.shortName,
    text: sanitizeRichText(input.text),
    imageDocumentId: input.image?.id ?? null,
    detailImageDocumentId: input.detailImage?.id ?? null,
    fromDate: input.fromDate ? new Date(input.fromDate) : null,
    toDate: input.toDate ? new Date(input.toDate) : null,
    buttonText: input.buttonText,
    buttonLink: input.buttonLink,
    detailView: input.detailView,
  };
  return db.transaction(async (tx) => {
    if (id !== null) {
      // the row lock makes concurrent edits bump the version one after the other
      const [row] = await tx
        .select({ id: advertisings.id })
        .from(advertisings)
        .where(eq(advertisings.id, id))
        .for('update');
      if (!row) throw new DomainError('NOT_FOUND', 404);
    }
    // before the write: an unknown document id would otherwise fail the foreign key
    await checkImages(tx, input);
    const [saved] =
      id === null
        ? await tx
            .insert(advertisings)
            .values(values)
            .returning({ id: advertisings.id, version: advertisings.version })
        : await tx
            .update(advertisings)
            .set({ ...values, version: sql`${advertisings.version} + 1` })
            .where(eq(advertisings.id, id))
            .returning({ id: advertisings.id, version: advertisings.version });
    const advert = (await findAdvertising(tx, saved!.id))!;
    await appendEvent(tx, CATALOG_SCHEMA, 'catalog', {
      type: ADVERTISING_UPSERTED,
      version: saved!.version,
      payload: advert,
    });
    return advert;
  });
}

/** Deletes the adverts of the ids that exist, with one deleted event each; answers how many. */
export async function deleteAdvertisings(db: Database, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(advertisings)
      .where(inArray(advertisings.id, [...new Set(ids)]))
      .returning({ id: advertisings.id, version: advertisings.version });
    for (const row of deleted) {
      await appendEvent(tx, CATALOG_SCHEMA, 'catalog', {
        type: ADVERTISING_DELETED,
        // newer than the last upsert, so replicas apply it after whatever they hold
        version: row.version + 1,
        payload: { id: row.id },
      });
    }
    return deleted.length;
  });
}

/** Deletes one advert; 404 NOT_FOUND when there is none. */
export async function deleteAdvertising(db: Database, id: number): Promise<void> {
  if ((await deleteAdvertisings(db, [id])) === 0) throw new DomainError('NOT_FOUND', 404);
}
