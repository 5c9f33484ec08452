/** Division, class and factor of a registration, each with the squad list that limits it. */
export const CLASSIFICATIONS = [
  { key: 'divisionId', squadList: 'divisionIds' },
  { key: 'competitionClassId', squadList: 'competitionClassIds' },
  { key: 'factorId', squadList: 'factorIds' },
] as const;
export type ClassificationKey = (typeof CLASSIFICATIONS)[number]['key'];
export type Classification = Record<ClassificationKey, number | null>;

/** A squad's own lists (the shooter's edit squads and the catalog's squads both carry them). */
export type SquadLists = Record<(typeof CLASSIFICATIONS)[number]['squadList'], readonly number[]>;

export interface ChoiceLimits {
  /** the competition's ids; left out when the options are the competition's already */
  competitionIds?: readonly number[];
  /** the chosen squad's ids: none (or an empty list) allows all of the competition's */
  squadIds?: readonly number[];
}

/**
 * The options a registration form offers for division, class or factor: only the competition's,
 * and of those only the squad's when it lists its own. The server refuses any other pick
 * (DIVISION_NOT_IN_COMPETITION, CLASS_NOT_IN_COMPETITION, FACTOR_NOT_IN_COMPETITION).
 */
export const classificationChoices = <T extends { id: number }>(
  options: readonly T[],
  { competitionIds, squadIds }: ChoiceLimits,
): T[] =>
  options.filter(
    ({ id }) =>
      (!competitionIds || competitionIds.includes(id)) &&
      (!squadIds || squadIds.length === 0 || squadIds.includes(id)),
  );
