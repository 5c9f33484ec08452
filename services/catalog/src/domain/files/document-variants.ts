import type { Database } from '@portal/service-kit';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { documents, documentVariants } from '../../db/schema';
import {
  IMAGE_TYPES,
  readStored,
  removeVariants,
  renderVariants,
  storeVariants,
  type StoredVariant,
} from './image-variants';
import type { FileStorage } from './storage';

type Executor = Pick<Database, 'insert'>;

/** The rows of stored variants of one document. */
export const insertVariants = (db: Executor, documentId: number, variants: StoredVariant[]) =>
  db.insert(documentVariants).values(
    variants.map((variant) => ({
      documentId,
      variant: variant.variant,
      density: variant.density,
      format: variant.format,
      storageKey: variant.storageKey,
      width: variant.width,
      height: variant.height,
      size: variant.size,
    })),
  );

export interface ConversionResult {
  converted: number;
  failed: number;
}

/**
 * Makes the variants of every shown image (kind logo) uploaded before variants existed
 * (`npm run images:convert`, docs/images.md). Idempotent: an image with variants is skipped, and a
 * document's variants are written in one statement, so a run that stopped halfway is simply resumed.
 */
export async function convertExistingImages(
  db: Database,
  storage: FileStorage,
  log: (line: string) => void = () => undefined,
): Promise<ConversionResult> {
  const pending = await db
    .select({ id: documents.id, storageKey: documents.storageKey })
    .from(documents)
    .where(
      and(
        eq(documents.kind, 'logo'),
        inArray(documents.contentType, [...IMAGE_TYPES]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(documentVariants)
            .where(eq(documentVariants.documentId, documents.id)),
        ),
      ),
    )
    .orderBy(documents.id);
  const result: ConversionResult = { converted: 0, failed: 0 };
  for (const document of pending) {
    let stored: StoredVariant[] = [];
    try {
      const rendered = await renderVariants(await readStored(storage, document.storageKey));
      stored = await storeVariants(storage, rendered);
      await insertVariants(db, document.id, stored);
      result.converted++;
    } catch (error) {
      // an undecodable old upload (or one whose bytes are gone) keeps serving nothing new
      await removeVariants(storage, stored);
      result.failed++;
      log(`document ${document.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}
