import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/** What the participants table names: the catalog's clubs and the reference data items carry. */
export type NameKind = 'clubs' | 'divisions' | 'competitionClasses' | 'factors';
export const NAMED_RESOURCES: readonly NameKind[] = ['divisions', 'competitionClasses', 'factors'];

/**
 * Keeps one name when the event is newer than the row. A delete keeps the last name (registrations
 * made before still show it) and only marks it; a delete without a known name stores an empty one.
 */
export async function applyName(
  tx: DbExecutor,
  change: { kind: NameKind; id: number; version: number; name: string | null; deleted: boolean },
): Promise<void> {
  const { kind, id, version, name, deleted } = change;
  await tx.execute(sql`
    INSERT INTO reference_names AS r (kind, id, version, name, deleted)
    VALUES (${kind}, ${id}, ${version}, ${name ?? ''}, ${deleted})
    ON CONFLICT (kind, id) DO UPDATE SET version = EXCLUDED.version, deleted = EXCLUDED.deleted,
      name = CASE WHEN ${name === null} THEN r.name ELSE EXCLUDED.name END
    WHERE r.version < EXCLUDED.version`);
}
