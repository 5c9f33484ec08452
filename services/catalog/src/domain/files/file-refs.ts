import type { PublicFile, StoredFile } from '@portal/contracts';

/** A file reference of a back-office answer; null when nothing is attached. */
export const storedFileOf = (
  id: number | null,
  publicId: string | null,
  fileName: string | null,
): StoredFile | null => (id === null ? null : { id, publicId: publicId ?? '', fileName: fileName ?? '' });

/** The same reference as public answers carry it: without the sequential id. */
export const publicFileOf = (file: StoredFile | null): PublicFile | null =>
  file === null ? null : { publicId: file.publicId, fileName: file.fileName };
