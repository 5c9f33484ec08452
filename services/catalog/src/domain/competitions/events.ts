import { appendEvent } from '@portal/service-kit';
import { eq } from 'drizzle-orm';
import { competitions } from '../../db/schema';
import type { Tx } from '../reference-admin';
import { loadCompetitions } from './read';
import type { Competition } from './types';

export const COMPETITION_UPSERTED = 'catalog.competition.upserted';
export const COMPETITION_CANCELLED = 'catalog.competition.cancelled';
export const COMPETITION_UNCANCELLED = 'catalog.competition.uncancelled';
export const COMPETITION_DELETED = 'catalog.competition.deleted';

/**
 * Publishes the whole competition (squads, stands, capacities, registration window, payment
 * options, fee, type timeout, code and multiple-registration rules) at its current version, in the
 * transaction that changed it. Every event is a full snapshot, so a replica applies whichever is
 * newer than what it holds and ignores older ones.
 */
export async function publishCompetition(
  tx: Tx,
  id: number,
  type: string = COMPETITION_UPSERTED,
): Promise<Competition> {
  const [competition] = await loadCompetitions(tx, [id]);
  const [{ version }] = (await tx
    .select({ version: competitions.version })
    .from(competitions)
    .where(eq(competitions.id, id))) as [{ version: number }];
  await appendEvent(tx, 'catalog', 'catalog', { type, version, payload: competition! });
  return competition!;
}
