import { DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { ShooterChoice } from './sign-up-rules';

/**
 * The divisions, classes and factors a competition is open for, from the catalog's snapshot in
 * the competitions replica (`division_ids`, `competitionClass_ids`, `factor_ids`; events have
 * none). The catalog only saves ids of existing reference rows, and a squad's lists inside the
 * competition's, so "in the competition's list" means "exists and belongs to it".
 */
export interface CompetitionChoices {
  divisionIds: number[];
  competitionClassIds: number[];
  factorIds: number[];
}

const ids = (field: string) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(COALESCE(c.snapshot->${field}, '[]'::jsonb))::int)`;

export async function readCompetitionChoices(
  tx: DbExecutor,
  competitionId: number,
): Promise<CompetitionChoices> {
  const { rows } = await tx.execute(sql`
    SELECT ${ids('division_ids')} AS "divisionIds", ${ids('competitionClass_ids')} AS "competitionClassIds",
      ${ids('factor_ids')} AS "factorIds"
    FROM competitions c WHERE c.id = ${competitionId}`);
  return (
    (rows[0] as CompetitionChoices | undefined) ?? { divisionIds: [], competitionClassIds: [], factorIds: [] }
  );
}

/**
 * Every division, class and factor the caller chose (null or left out: nothing chosen) must be
 * one of the competition's; otherwise the spec's key on the field, before anything is written.
 * The squad's own lists are checked by the callers' squad rules (checkReservation, checkChoices).
 */
export function checkChoicesInCompetition(lists: CompetitionChoices, choice: ShooterChoice): void {
  const rules = [
    ['divisionId', choice.divisionId, lists.divisionIds, 'DIVISION_NOT_IN_COMPETITION'],
    ['competitionClassId', choice.competitionClassId, lists.competitionClassIds, 'CLASS_NOT_IN_COMPETITION'],
    ['factorId', choice.factorId, lists.factorIds, 'FACTOR_NOT_IN_COMPETITION'],
  ] as const;
  for (const [field, value, allowed, key] of rules)
    if (value != null && !allowed.includes(value)) throw new DomainError(key, 400, field);
}

/** Reads the competition's lists and checks the choice against them (see above). */
export async function checkChoiceIds(
  tx: DbExecutor,
  competitionId: number,
  choice: ShooterChoice,
): Promise<void> {
  checkChoicesInCompetition(await readCompetitionChoices(tx, competitionId), choice);
}
