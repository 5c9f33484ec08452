import type { CompetitionUpload, Named } from '@portal/contracts';
import type { Database } from '@portal/service-kit';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  competitionClasses,
  competitionDivisions,
  competitionUploads,
  divisions,
  documents,
  factors,
  squadDivisions,
  uploadTypes,
} from '../../db/schema';
import type { Tx } from '../reference-admin';

type Executor = Database | Tx;
/** A table linking competitions or squads to divisions, classes or factors. */
export type LinkTable = typeof competitionDivisions | typeof squadDivisions;
type RefTable = typeof divisions | typeof factors | typeof competitionClasses;

/** Rows grouped by the owner the key names. */
export function group<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

const ownerOf = (table: LinkTable) => ('competitionId' in table ? table.competitionId : table.squadId);

/** Reference ids linked to many owners at once, by owner, ascending. */
export async function idsByOwner(
  db: Executor,
  table: LinkTable,
  ownerIds: number[],
): Promise<Map<number, number[]>> {
  if (ownerIds.length === 0) return new Map();
  const owner = ownerOf(table);
  const rows = await db
    .select({ owner, refId: table.refId })
    .from(table)
    .where(inArray(owner, ownerIds))
    .orderBy(asc(table.refId));
  return new Map(
    [...group(rows, (row) => row.owner)].map(([id, list]) => [id, list.map((row) => row.refId)]),
  );
}

/** Ids and names of the references linked to many owners at once, by owner, by name. */
export async function namesByOwner(
  db: Executor,
  table: LinkTable,
  ref: RefTable,
  ownerIds: number[],
): Promise<Map<number, Named[]>> {
  if (ownerIds.length === 0) return new Map();
  const owner = ownerOf(table);
  const rows = await db
    .select({ owner, id: ref.id, name: ref.name })
    .from(table)
    .innerJoin(ref, eq(ref.id, table.refId))
    .where(inArray(owner, ownerIds))
    .orderBy(asc(ref.name));
  return new Map(
    [...group(rows, (row) => row.owner)].map(([id, list]) => [
      id,
      list.map(({ id: refId, name }) => ({ id: refId, name })),
    ]),
  );
}

/** The documents of many competitions, by competition, in the upload types' order. */
export async function uploadsByCompetition(
  db: Executor,
  ids: number[],
): Promise<Map<number, CompetitionUpload[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: competitionUploads.id,
      competitionId: competitionUploads.competitionId,
      type: { id: uploadTypes.id, name: uploadTypes.name, showName: uploadTypes.showName },
      document: { id: documents.id, publicId: documents.publicId, fileName: documents.fileName },
    })
    .from(competitionUploads)
    .innerJoin(uploadTypes, eq(uploadTypes.id, competitionUploads.uploadTypeId))
    .innerJoin(documents, eq(documents.id, competitionUploads.documentId))
    .where(inArray(competitionUploads.competitionId, ids))
    .orderBy(asc(uploadTypes.sortingOrder), asc(competitionUploads.id));
  return new Map(
    [...group(rows, (row) => row.competitionId)].map(([id, list]) => [
      id,
      list.map(({ id: uploadId, type, document }) => ({ id: uploadId, type, document })),
    ]),
  );
}
