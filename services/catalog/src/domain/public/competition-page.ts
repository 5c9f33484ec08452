import type { PublicCompetitionDetail, PublicSquad } from '@portal/contracts';
import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  clubs,
  competitionClasses,
  competitionClassLinks,
  competitionDivisions,
  competitionFactors,
  competitions,
  competitionTypes,
  divisions,
  factors,
  squadClassLinks,
  squadDivisions,
  squadFactors,
  squadOccupancy,
  squads,
  squadStands,
} from '../../db/schema';
import { namesByOwner } from '../competitions/links';
import { loadPublicCompetitions } from './competitions';
import { reachableFor } from './visibility';

/**
 * The squads of a competition with free places (docs/public-browsing.md): full when size plus
 * waiting list is at most the members, waiting-list only when the places are gone but the list
 * has room. A squad without own limits offers the competition's divisions, classes and factors.
 */
export async function publicSquads(
  db: Database,
  competitionId: number,
  options: { excludeFullSquads?: boolean } = {},
): Promise<PublicSquad[]> {
  const rows = await db
    .select({ s: squads, occupancy: squadOccupancy })
    .from(squads)
    .leftJoin(squadOccupancy, eq(squadOccupancy.squadId, squads.id))
    .where(eq(squads.competitionId, competitionId))
    .orderBy(asc(squads.sortOrder), asc(squads.id));
  const ids = rows.map((row) => row.s.id);
  const [stands, sDivisions, sClasses, sFactors, cDivisions, cClasses, cFactors] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(squadStands)
          .where(inArray(squadStands.squadId, ids))
          .orderBy(asc(squadStands.sortOrder), asc(squadStands.id))
      : Promise.resolve([]),
    namesByOwner(db, squadDivisions, divisions, ids),
    namesByOwner(db, squadClassLinks, competitionClasses, ids),
    namesByOwner(db, squadFactors, factors, ids),
    namesByOwner(db, competitionDivisions, divisions, [competitionId]),
    namesByOwner(db, competitionClassLinks, competitionClasses, [competitionId]),
    namesByOwner(db, competitionFactors, factors, [competitionId]),
  ]);
  const own = <T>(map: Map<number, T[]>, id: number, fallback: T[]) => {
    const list = map.get(id);
    return list?.length ? list : fallback;
  };
  const result = rows.map(({ s, occupancy }): PublicSquad => {
    const members = occupancy?.taken ?? 0;
    const waiting = occupancy?.waiting ?? 0;
    const takenStands = new Set(occupancy?.standIds ?? []);
    const free = Math.max(0, s.squadSize - members);
    const waitingListFree = Math.max(0, s.maxWaitingListSize - waiting);
    return {
      id: s.id,
      name: s.name,
      information: s.information,
      squadSize: s.squadSize,
      subscriptionSize: members,
      maxWaitingListSize: s.maxWaitingListSize,
      waitingListSize: waiting,
      free,
      waitingListFree,
      full: s.squadSize + s.maxWaitingListSize <= members + waiting,
      waitingListOnly: free === 0 && waitingListFree > 0,
      requireCode: s.requireCode,
      multipleWaitingList: s.multipleWaitingList,
      startDate: s.startDate,
      startTime: s.startTime,
      endTime: s.endTime,
      resultListLink: s.resultListLink,
      stands: stands
        .filter((stand) => stand.squadId === s.id)
        .map((stand) => ({ id: stand.id, name: stand.name, free: !takenStands.has(stand.id) })),
      divisions: own(sDivisions, s.id, cDivisions.get(competitionId) ?? []),
      competitionClasses: own(sClasses, s.id, cClasses.get(competitionId) ?? []),
      factors: own(sFactors, s.id, cFactors.get(competitionId) ?? []),
    };
  });
  return options.excludeFullSquads ? result.filter((squad) => !squad.full) : result;
}

/** Answers the competition of `where` if the visitor may open it, else COMPETITION_DOESNT_EXIST. */
async function findReachable(db: Database, user: AuthUser, where: ReturnType<typeof eq>): Promise<number> {
  const [row] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .innerJoin(clubs, eq(clubs.id, competitions.clubId))
    .where(and(where, reachableFor(user)));
  if (!row) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  return row.id;
}

/** The public competition page by its public link (`getCompetitionFromPublicId/{publicLink}`). */
export async function competitionPage(
  db: Database,
  user: AuthUser,
  publicLink: string,
): Promise<PublicCompetitionDetail> {
  const id = await findReachable(db, user, eq(competitions.publicLink, publicLink));
  const [[entry], [row], squadList, division, competitionClass, factor] = await Promise.all([
    loadPublicCompetitions(db, user, [id]),
    db
      .select({ c: competitions, club: clubs, timeout: competitionTypes.signupReservationTimeout })
      .from(competitions)
      .innerJoin(clubs, eq(clubs.id, competitions.clubId))
      .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
      .where(eq(competitions.id, id)),
    publicSquads(db, id),
    namesByOwner(db, competitionDivisions, divisions, [id]),
    namesByOwner(db, competitionClassLinks, competitionClasses, [id]),
    namesByOwner(db, competitionFactors, factors, [id]),
  ]);
  const { c, club, timeout } = row!;
  const contactName = [c.contactFirstName, c.contactLastName].filter(Boolean).join(' ') || null;
  return {
    ...entry!,
    information: c.information,
    clubWebsiteLink: c.clubWebsiteLink,
    contactName,
    contactEmail: c.contactEmail,
    contactTelephone: c.contactTelephone,
    minimumShots: c.minimumShots,
    multipleRegistrations: c.multipleRegistrations,
    fairOpening: c.fairOpening,
    fairOpeningLeadMinutes: c.fairOpeningLeadMinutes,
    signupReservationTimeout: timeout,
    club: {
      id: club.id,
      name: club.name,
      longName: club.longName,
      publicLinkId: club.publicLinkId,
      bankInformation:
        club.bankName || club.bankIban || club.bankBic
          ? { name: club.bankName, bic: club.bankBic, iban: club.bankIban }
          : null,
    },
    division: division.get(id) ?? [],
    competitionClass: competitionClass.get(id) ?? [],
    factor: factor.get(id) ?? [],
    squads: squadList,
  };
}

/** The squads of a competition the visitor may open (`publicResources/squads`, `listByCompetition`). */
export async function squadsOfCompetition(
  db: Database,
  user: AuthUser,
  competitionId: number,
  excludeFullSquads = false,
): Promise<PublicSquad[]> {
  await findReachable(db, user, eq(competitions.id, competitionId));
  return publicSquads(db, competitionId, { excludeFullSquads });
}
