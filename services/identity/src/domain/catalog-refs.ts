import type { ErrorKey } from '@portal/contracts';
import { DomainError, type Database, type DbExecutor } from '@portal/service-kit';
import { and, eq, inArray } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { catalogRefs } from '../db/schema';

/** The catalog ids a user references; the kinds are catalog's resource names. */
export type CatalogRefKind = 'competitionClasses' | 'divisions' | 'factors' | 'clubs';
export const REPLICATED_RESOURCES: readonly string[] = ['competitionClasses', 'divisions', 'factors'];

/** Applies a catalog upsert or delete to the replica when it is newer than what is held. */
export async function applyCatalogRef(
  tx: DbExecutor,
  ref: { kind: CatalogRefKind; id: number; version: number; active: boolean; deleted: boolean },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO ${catalogRefs} (kind, id, active, deleted, version)
    VALUES (${ref.kind}, ${ref.id}, ${ref.active}, ${ref.deleted}, ${ref.version})
    ON CONFLICT (kind, id) DO UPDATE SET
      active = EXCLUDED.active, deleted = EXCLUDED.deleted, version = EXCLUDED.version
    WHERE ${catalogRefs}.version < EXCLUDED.version
    RETURNING id`);
  return rows.length > 0;
}

type Ref = { id: number } | null | undefined;

/** The references of a user body (registration, profile, user administration). */
export interface CatalogRefFields {
  competitionClass?: Ref;
  division?: Ref;
  factor?: Ref;
  club?: Ref;
  division_ids?: number[];
}

/** What the user holds now: those ids stay acceptable even if catalog deleted them since. */
export interface CurrentRefs {
  competitionClassId: number | null;
  divisionId: number | null;
  factorId: number | null;
  clubId: number | null;
  notificationDivisionIds: number[];
}

interface Check {
  kind: CatalogRefKind;
  field: string;
  key: ErrorKey;
  ids: number[];
}

/**
 * Refuses ids catalog does not know or has deleted (400, nothing written): identity keeps no
 * copy of catalog's data beyond this replica. Ids the user already holds are not checked again,
 * so a user whose club was deleted can still save the rest of the profile.
 */
export async function assertCatalogRefs(
  db: Database | DbExecutor,
  fields: CatalogRefFields,
  current?: CurrentRefs,
): Promise<void> {
  const fresh = (ref: Ref, held: number | null | undefined) => (ref && ref.id !== held ? [ref.id] : []);
  const checks: Check[] = [
    {
      kind: 'competitionClasses',
      field: 'competitionClass.id',
      key: 'FIELD_INVALID',
      ids: fresh(fields.competitionClass, current?.competitionClassId),
    },
    {
      kind: 'divisions',
      field: 'division.id',
      key: 'FIELD_INVALID',
      ids: fresh(fields.division, current?.divisionId),
    },
    {
      kind: 'factors',
      field: 'factor.id',
      key: 'FIELD_INVALID',
      ids: fresh(fields.factor, current?.factorId),
    },
    { kind: 'clubs', field: 'club.id', key: 'CLUB_DOES_NOT_EXIST', ids: fresh(fields.club, current?.clubId) },
    {
      kind: 'divisions',
      field: 'division_ids',
      key: 'FIELD_INVALID',
      ids: (fields.division_ids ?? []).filter((id) => !current?.notificationDivisionIds.includes(id)),
    },
  ];
  for (const check of checks) {
    const wanted = [...new Set(check.ids)];
    if (wanted.length === 0) continue;
    const known = await (db as Database)
      .select({ id: catalogRefs.id })
      .from(catalogRefs)
      .where(
        and(
          eq(catalogRefs.kind, check.kind),
          inArray(catalogRefs.id, wanted),
          eq(catalogRefs.deleted, false),
        ),
      );
    if (known.length < wanted.length) throw new DomainError(check.key, 400, check.field);
  }
}
