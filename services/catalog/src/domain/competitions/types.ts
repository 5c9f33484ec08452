import type { CompetitionBody, SquadBody, ViewType } from '@portal/contracts';

/** The answer shapes are the contracts' (one definition for the catalog and the web). */
export type { Competition, Squad } from '@portal/contracts';
export type { ViewType };

/** A squad of a validated competition body; `id` null creates it, stands likewise. */
export interface SquadInput extends Omit<SquadBody, 'id' | 'stands' | 'multipleWaitingList'> {
  id: number | null;
  multipleWaitingList: boolean;
  stands: { id: number | null; name: string }[];
}

/**
 * A validated competition or event body (field rules passed; empty texts are null; instants as
 * dates; without a view type a new one is ALL for events and UNLISTED otherwise, an update keeps it).
 */
export interface CompetitionInput extends Omit<
  CompetitionBody,
  | 'information'
  | 'viewType'
  | 'competitionDate'
  | 'competitionEndDate'
  | 'registrationStart'
  | 'registrationEnd'
  | 'squads'
> {
  information?: string | null;
  viewType?: ViewType;
  competitionDate: Date;
  competitionEndDate: Date | null;
  registrationStart: Date | null;
  registrationEnd: Date | null;
  squads: SquadInput[];
}
