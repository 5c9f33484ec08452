import { executePrepared, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { CompetitionRow, SquadRow } from '../rules/sign-up-rules';
import { userQuery, type UserRow } from '../replicas/users';
import { qualificationQuery } from '../reservations/grant';
import { occupancyQuery, type OccupancyRow } from '../seats/squad-occupancy';
import { competitionQuery, liveItemsQuery, squadQuery, toCompetitionRow, type UserLiveItem } from './rows';

/** Everything a sign-up on one squad decides on before it takes a seat. */
export interface SignUpReads {
  competition: CompetitionRow | null;
  squad: SquadRow | null;
  /** the user's live items (none for a guest) */
  live: UserLiveItem[];
  /** the pre-registration check (a qualification reservation lists the competition) */
  qualification: boolean;
  /** a hint only: the seat statements decide */
  occupancy: OccupancyRow | null;
  /** the user's replica row (null for a guest) */
  person: UserRow | null;
}

/**
 * prepareOrder's reads in ONE statement (the same queries the steps use one by one): in a rush
 * every round trip waits for a busy event loop and a pooled connection. Consistency is what it
 * was as separate reads in a READ COMMITTED transaction: each read was its own snapshot then, one
 * snapshot now; only the seat statement decides on places.
 */
export async function readSignUp(
  db: DbExecutor,
  competitionId: number,
  squadId: number,
  userId: number | null,
): Promise<SignUpReads> {
  const one = (query: ReturnType<typeof sql>) => sql`(SELECT to_jsonb(r) FROM (${query}) r)`;
  const { rows } = await executePrepared(
    db,
    sql`
    SELECT ${one(competitionQuery(competitionId))} AS competition,
      ${one(squadQuery(squadId))} AS squad,
      ${userId === null ? sql`'[]'::jsonb` : sql`(SELECT coalesce(jsonb_agg(r), '[]'::jsonb) FROM (${liveItemsQuery(userId)}) r)`} AS live,
      EXISTS (${qualificationQuery(competitionId)}) AS qualification,
      ${one(occupancyQuery(squadId))} AS occupancy,
      ${userId === null ? sql`NULL::jsonb` : one(userQuery(userId))} AS person`,
  );
  const row = rows[0] as Omit<SignUpReads, 'competition'> & {
    competition: Parameters<typeof toCompetitionRow>[0];
  };
  return { ...row, competition: toCompetitionRow(row.competition) };
}
