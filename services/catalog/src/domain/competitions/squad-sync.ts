import { DomainError, RequestValidationError } from '@portal/service-kit';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  squadClassLinks,
  squadDivisions,
  squadFactors,
  squadOccupancy,
  squads,
  squadStands,
} from '../../db/schema';
import type { Tx } from '../reference-admin';
import type { SquadInput } from './types';

/** A squad's stored stands and occupancy, read under the competition's row lock. */
export interface StoredSquad {
  id: number;
  startDate: string | null;
  standIds: number[];
  inUse: boolean;
  standsInUse: Set<number>;
}

export async function storedSquads(tx: Tx, competitionId: number): Promise<Map<number, StoredSquad>> {
  const rows = await tx
    .select({ id: squads.id, startDate: squads.startDate, occupancy: squadOccupancy })
    .from(squads)
    .leftJoin(squadOccupancy, eq(squadOccupancy.squadId, squads.id))
    .where(eq(squads.competitionId, competitionId));
  const stands = rows.length
    ? await tx
        .select({ id: squadStands.id, squadId: squadStands.squadId })
        .from(squadStands)
        .where(
          inArray(
            squadStands.squadId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        startDate: row.startDate,
        standIds: stands.filter((stand) => stand.squadId === row.id).map((stand) => stand.id),
        inUse: (row.occupancy?.taken ?? 0) + (row.occupancy?.waiting ?? 0) > 0,
        standsInUse: new Set(row.occupancy?.standIds ?? []),
      },
    ]),
  );
}

/** Ids of the body that are not the competition's squads or not their squad's stands: 400. */
export function checkSquadIds(input: SquadInput[], stored: Map<number, StoredSquad>): void {
  const errors: { field: string; key: 'FIELD_INVALID' }[] = [];
  input.forEach((squad, index) => {
    if (squad.id === null) {
      if (squad.stands.some((stand) => stand.id !== null))
        errors.push({ field: `squads.${index}.stands`, key: 'FIELD_INVALID' });
      return;
    }
    const known = stored.get(squad.id);
    if (!known) errors.push({ field: `squads.${index}.id`, key: 'FIELD_INVALID' });
    else if (squad.stands.some((stand) => stand.id !== null && !known.standIds.includes(stand.id)))
      errors.push({ field: `squads.${index}.stands`, key: 'FIELD_INVALID' });
  });
  if (errors.length > 0) throw new RequestValidationError(errors);
}

async function replaceLinks(
  tx: Tx,
  table: typeof squadDivisions | typeof squadClassLinks | typeof squadFactors,
  squadId: number,
  ids: number[],
) {
  await tx.delete(table).where(eq(table.squadId, squadId));
  if (ids.length) await tx.insert(table).values([...new Set(ids)].map((refId) => ({ squadId, refId })));
}

/**
 * Makes the competition's squads and stands what the form sent: keeps and updates those with ids,
 * creates the new ones, deletes the rest. A squad or stand that registration reports in use is
 * never deleted (409 SQUAD_COULD_NOT_BE_DELETED_IN_USE, SQUAD_STAND_NOT_FOUND).
 */
export async function syncSquads(
  tx: Tx,
  competitionId: number,
  input: SquadInput[],
  stored: Map<number, StoredSquad>,
): Promise<void> {
  const keptIds = input.flatMap((squad) => (squad.id !== null ? [squad.id] : []));
  for (const squad of stored.values())
    if (!keptIds.includes(squad.id) && squad.inUse)
      throw new DomainError('SQUAD_COULD_NOT_BE_DELETED_IN_USE', 409);
  await tx
    .delete(squads)
    .where(
      and(
        eq(squads.competitionId, competitionId),
        keptIds.length ? notInArray(squads.id, keptIds) : undefined,
      ),
    );

  for (const [sortOrder, squad] of input.entries()) {
    const values = {
      name: squad.name,
      information: squad.information,
      squadSize: squad.squadSize,
      maxWaitingListSize: squad.maxWaitingListSize,
      startDate: squad.startDate,
      startTime: squad.startTime,
      endTime: squad.endTime,
      resultListLink: squad.resultListLink,
      requireCode: squad.requireCode,
      multipleWaitingList: squad.multipleWaitingList,
      sortOrder,
    };
    let squadId = squad.id;
    if (squadId === null) {
      const [created] = await tx
        .insert(squads)
        .values({ ...values, competitionId })
        .returning({ id: squads.id });
      squadId = created!.id;
    } else {
      await tx.update(squads).set(values).where(eq(squads.id, squadId));
      const known = stored.get(squadId)!;
      const keptStands = squad.stands.flatMap((stand) => (stand.id !== null ? [stand.id] : []));
      const dropped = known.standIds.filter((id) => !keptStands.includes(id));
      if (dropped.some((id) => known.standsInUse.has(id)))
        throw new DomainError('SQUAD_STAND_NOT_FOUND', 409);
      if (dropped.length) await tx.delete(squadStands).where(inArray(squadStands.id, dropped));
    }
    for (const [standOrder, stand] of squad.stands.entries()) {
      if (stand.id === null)
        await tx.insert(squadStands).values({ squadId, name: stand.name, sortOrder: standOrder });
      else
        await tx
          .update(squadStands)
          .set({ name: stand.name, sortOrder: standOrder })
          .where(eq(squadStands.id, stand.id));
    }
    await replaceLinks(tx, squadDivisions, squadId, squad.divisionIds);
    await replaceLinks(tx, squadClassLinks, squadId, squad.competitionClassIds);
    await replaceLinks(tx, squadFactors, squadId, squad.factorIds);
  }
}
