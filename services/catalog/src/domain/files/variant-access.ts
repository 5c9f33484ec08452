import type { Database } from '@portal/service-kit';
import { and, eq } from 'drizzle-orm';
import { documentVariants } from '../../db/schema';
import type { VariantFormat, VariantName } from './image-variants';

/** The stored variant of a document (after findDownloadable allowed the document), or null. */
export async function findVariant(
  db: Database,
  documentId: number,
  wanted: { variant: VariantName; density: number; format: VariantFormat },
): Promise<typeof documentVariants.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(documentVariants)
    .where(
      and(
        eq(documentVariants.documentId, documentId),
        eq(documentVariants.variant, wanted.variant),
        eq(documentVariants.density, wanted.density),
        eq(documentVariants.format, wanted.format),
      ),
    );
  return row ?? null;
}
