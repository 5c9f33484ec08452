/**
 * Routes of the competition and event screens (docs/catalog.md). Only these names live
 * in the shell (routes, menu); the screens are lazy chunks.
 */
export const COMPETITION_KINDS = ['competitions', 'events'] as const;
/** `competitions`: matches (competition types without the event flag); `events`: the others. */
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];

export const COMPETITION_PATHS = {
  list: (kind: CompetitionKind) => `/${kind}`,
  create: (kind: CompetitionKind) => `/${kind}/create`,
  edit: (kind: CompetitionKind, id: number | string) => `/${kind}/${id}`,
  copy: (kind: CompetitionKind, id: number | string) => `/${kind}/copy/${id}`,
} as const;
