import type { PublicCompetition } from './types';

const sameWords = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/**
 * The type line of a competition page: the competition type, and an event's own kind in brackets
 * only where it adds something ("Training", not "Training (Training)").
 */
export const typeLabel = (
  competition: Pick<PublicCompetition, 'event' | 'eventType' | 'competitionTypeName'>,
): string => {
  const kind = competition.event ? competition.eventType?.trim() : '';
  if (!kind || sameWords(kind, competition.competitionTypeName)) return competition.competitionTypeName;
  return `${competition.competitionTypeName} (${kind})`;
};

export type SquadColumn = 'name' | 'time' | 'places' | 'waitingList' | 'status' | 'stands';

/**
 * Columns of the squads table. An event keeps one squad that only mirrors its places (named and
 * described like the event itself, without stands), so it shows places, not a squad.
 */
export const squadColumns = (event: boolean): SquadColumn[] =>
  event
    ? ['time', 'places', 'waitingList', 'status']
    : ['name', 'time', 'places', 'waitingList', 'status', 'stands'];
