import type { PublicSquadStand } from '@portal/contracts';
import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { and, asc, desc, eq } from 'drizzle-orm';
import { clubs, competitions, squadOccupancy, squads, squadStands } from '../../db/schema';
import { reachableFor } from './visibility';

export interface SquadStandQuery {
  squadId: number;
  excludeUnavailable: boolean;
  page: number;
  size: number;
  sort: { field: 'id' | 'name' | 'sortOrder'; direction: 'asc' | 'desc' };
}

/**
 * The stands of a squad for the sign-up dialog's stand picker (docs/public-browsing.md): a
 * stand is unavailable while registration's occupancy lists a registration or hold on it. The
 * occupancy replica may lag a moment; registration's updateStand refuses a taken stand anyway.
 */
export async function squadStandsOf(
  db: Database,
  user: AuthUser,
  query: SquadStandQuery,
): Promise<{ content: PublicSquadStand[]; totalElements: number }> {
  const [squad] = await db
    .select({ id: squads.id, standIds: squadOccupancy.standIds })
    .from(squads)
    .innerJoin(competitions, eq(competitions.id, squads.competitionId))
    .innerJoin(clubs, eq(clubs.id, competitions.clubId))
    .leftJoin(squadOccupancy, eq(squadOccupancy.squadId, squads.id))
    .where(and(eq(squads.id, query.squadId), reachableFor(user)));
  // an unknown squad and one of a competition the visitor may not open answer alike
  if (!squad) throw new DomainError('NOT_FOUND', 404);
  const taken = new Set(squad.standIds ?? []);
  const order = query.sort.direction === 'desc' ? desc : asc;
  const rows = await db
    .select({ id: squadStands.id, name: squadStands.name, squadId: squadStands.squadId })
    .from(squadStands)
    .where(eq(squadStands.squadId, squad.id))
    .orderBy(order(squadStands[query.sort.field]), asc(squadStands.id));
  const all = rows
    .map((row) => ({ ...row, available: !taken.has(row.id) }))
    .filter((stand) => !query.excludeUnavailable || stand.available);
  const start = query.page * query.size;
  return { content: all.slice(start, start + query.size), totalElements: all.length };
}
