import { fromViennaWallClock, type ListAnswer } from '@portal/contracts';
import {
  DomainError,
  inSequence,
  type AuthUser,
  type Database,
  containsIgnoringCase,
  orderBy,
  page,
  type ListParams,
} from '@portal/service-kit';
import { and, asc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  clubs,
  competitionClassLinks,
  competitionDivisions,
  competitionFactors,
  competitionNotificationBlocks,
  competitions,
  competitionTypes,
  levels,
  squadClassLinks,
  squadDivisions,
  squadFactors,
  squadOccupancy,
  squads,
  squadStands,
} from '../../db/schema';
import { readNotificationBlocks } from '../notification-blocks';
import { group, idsByOwner, uploadsByCompetition } from './links';
import type { Tx } from '../reference-admin';
import { visibleTo } from './access';
import type { Competition, Squad, ViewType } from './types';

type Executor = Database | Tx;

export interface CompetitionListFilter extends ListParams {
  name?: string;
  clubId?: number;
  viewType?: ViewType;
  paid?: boolean;
  cancelled?: boolean;
  active?: boolean;
  archive?: boolean;
  eventsAndComps?: boolean;
  /** the spec's option lists say event=false: only what the path lists anyway, never both */
  event?: boolean;
  from?: string;
  to?: string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

/** Archived: cancelled, or its end date (or date) plus one day is past (docs/public-browsing.md). */
export const archived = sql`(${competitions.cancelled} or coalesce(${competitions.competitionEndDate}, ${competitions.competitionDate}) + interval '1 day' < now())`;

/** The squads of the competitions with stands, limits and occupancy, in form order. */
async function loadSquads(db: Executor, competitionIds: number[]): Promise<Map<number, Squad[]>> {
  if (competitionIds.length === 0) return new Map();
  const rows = await db
    .select({ squad: squads, occupancy: squadOccupancy })
    .from(squads)
    .leftJoin(squadOccupancy, eq(squadOccupancy.squadId, squads.id))
    .where(inArray(squads.competitionId, competitionIds))
    .orderBy(asc(squads.sortOrder), asc(squads.id));
  const squadIds = rows.map((row) => row.squad.id);
  // in sequence: `db` may be a transaction (one connection)
  const [divisionIds, classIds, factorIds, stands] = await inSequence([
    () => idsByOwner(db, squadDivisions, squadIds),
    () => idsByOwner(db, squadClassLinks, squadIds),
    () => idsByOwner(db, squadFactors, squadIds),
    squadIds.length
      ? db
          .select()
          .from(squadStands)
          .where(inArray(squadStands.squadId, squadIds))
          .orderBy(asc(squadStands.sortOrder), asc(squadStands.id))
      : Promise.resolve([]),
  ]);
  const standsBySquad = group(stands, (stand) => stand.squadId);
  const result = new Map<number, Squad[]>();
  for (const { squad: s, occupancy } of rows) {
    const taken = new Set(occupancy?.standIds ?? []);
    const subscriptionSize = occupancy?.taken ?? 0;
    const waitingListSize = occupancy?.waiting ?? 0;
    const squad: Squad = {
      id: s.id,
      name: s.name,
      information: s.information,
      squadSize: s.squadSize,
      maxWaitingListSize: s.maxWaitingListSize,
      startDate: s.startDate,
      startTime: s.startTime,
      endTime: s.endTime,
      resultListLink: s.resultListLink,
      divisionIds: divisionIds.get(s.id) ?? [],
      competitionClassIds: classIds.get(s.id) ?? [],
      factorIds: factorIds.get(s.id) ?? [],
      requireCode: s.requireCode,
      multipleWaitingList: s.multipleWaitingList,
      stands: (standsBySquad.get(s.id) ?? []).map((stand) => ({
        id: stand.id,
        name: stand.name,
        inUse: taken.has(stand.id),
      })),
      subscriptionSize,
      waitingListSize,
      inUse: subscriptionSize + waitingListSize > 0,
    };
    result.set(s.competitionId, [...(result.get(s.competitionId) ?? []), squad]);
  }
  return result;
}

/** Whole competitions (with squads, stands, uploads, blocks) of the ids, in the ids' order. */
export async function loadCompetitions(db: Executor, ids: number[]): Promise<Competition[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      c: competitions,
      clubName: clubs.name,
      clubHasBank: sql<boolean>`(${clubs.bankIban} is not null)`,
      type: {
        id: competitionTypes.id,
        name: competitionTypes.name,
        signupReservationTimeout: competitionTypes.signupReservationTimeout,
        event: competitionTypes.event,
      },
      levelName: levels.name,
    })
    .from(competitions)
    .innerJoin(clubs, eq(clubs.id, competitions.clubId))
    .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
    .leftJoin(levels, eq(levels.id, competitions.levelId))
    .where(inArray(competitions.id, ids));
  // in sequence: `db` may be a transaction (one connection)
  const [divisionIds, classIds, factorIds, squadsOf, uploadsOf, blocksOf] = await inSequence([
    () => idsByOwner(db, competitionDivisions, ids),
    () => idsByOwner(db, competitionClassLinks, ids),
    () => idsByOwner(db, competitionFactors, ids),
    () => loadSquads(db, ids),
    () => uploadsByCompetition(db, ids),
    () => readNotificationBlocks(db, competitionNotificationBlocks, ids),
  ]);
  const byId = new Map(
    rows.map(({ c, clubName, clubHasBank, type, levelName }): [number, Competition] => {
      const squadList = squadsOf.get(c.id) ?? [];
      return [
        c.id,
        {
          id: c.id,
          club: { id: c.clubId, name: clubName, hasBankInformation: clubHasBank },
          event: c.event,
          name: c.name,
          eventType: c.eventType,
          eventName: c.eventName,
          competitionTypeId: c.competitionTypeId,
          competitionType: type,
          level: c.levelId !== null ? { id: c.levelId, name: levelName ?? '' } : null,
          information: c.information,
          nominationFee: c.nominationFee === null ? null : Number(c.nominationFee),
          clubWebsiteLink: c.clubWebsiteLink,
          contact: {
            firstName: c.contactFirstName,
            lastName: c.contactLastName,
            fullName: fullName(c.contactFirstName, c.contactLastName),
            email: c.contactEmail,
            telephone: c.contactTelephone,
          },
          address: c.address,
          city: c.city,
          zip: c.zip,
          country: c.country,
          state: c.state,
          googleMapsLink: c.googleMapsLink,
          competitionDate: c.competitionDate.toISOString(),
          competitionEndDate: iso(c.competitionEndDate),
          registration: c.registration,
          registrationStart: iso(c.registrationStart),
          registrationEnd: iso(c.registrationEnd),
          payOnSite: c.payOnSite,
          paymentViaDeposit: c.paymentViaDeposit,
          paymentWithWirecard: c.paymentWithWirecard,
          payOnTime: c.payOnTime,
          firstPaymentReminder: c.firstPaymentReminder,
          secondPaymentReminder: c.secondPaymentReminder,
          autoSubscriptionCancelation: c.autoSubscriptionCancelation,
          viewType: c.viewType,
          paid: c.paid,
          paidAt: iso(c.paidAt),
          cancelled: c.cancelled,
          cancelledAt: iso(c.cancelledAt),
          deletedAt: iso(c.deletedAt),
          createdAt: c.createdAt.toISOString(),
          active: c.active,
          stages: c.stages,
          minimumShots: c.minimumShots,
          multipleRegistrations: c.multipleRegistrations,
          fairOpening: c.fairOpening,
          fairOpeningLeadMinutes: c.fairOpeningLeadMinutes,
          nationalCompetition: c.nationalCompetition,
          qualification: c.qualification,
          newCompetitionMailSent: c.newCompetitionMailSent,
          division_ids: divisionIds.get(c.id) ?? [],
          competitionClass_ids: classIds.get(c.id) ?? [],
          factor_ids: factorIds.get(c.id) ?? [],
          announcementLink: c.announcementLink,
          resultListLink: c.resultListLink,
          publicLink: c.publicLink,
          orderItemCount: squadList.reduce(
            (sum, squad) => sum + squad.subscriptionSize + squad.waitingListSize,
            0,
          ),
          competitionUploads: uploadsOf.get(c.id) ?? [],
          notificationBlocks: blocksOf.get(c.id) ?? [],
          squads: squadList,
          startingPlaces: c.startingPlaces,
          waitingListPlaces: c.waitingListPlaces,
          feeStatus: c.paid ? 'PAID' : 'OPEN',
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The conditions of a back-office list of competitions (`event` false) or events (true). */
/** Vienna's midnight `days` after a `YYYY-MM-DD` day. */
const viennaMidnight = (day: string, days: number): Date =>
  fromViennaWallClock(
    new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10),
    '00:00',
  )!;

function listWhere(user: AuthUser, event: boolean, q: CompetitionListFilter): SQL | undefined {
  return and(
    isNull(competitions.deletedAt),
    visibleTo(user),
    q.eventsAndComps && q.event === undefined ? undefined : eq(competitions.event, q.event ?? event),
    containsIgnoringCase(q.name, competitions.name),
    q.clubId === undefined ? undefined : eq(competitions.clubId, q.clubId),
    q.viewType === undefined ? undefined : eq(competitions.viewType, q.viewType),
    q.paid === undefined ? undefined : eq(competitions.paid, q.paid),
    q.cancelled === undefined ? undefined : eq(competitions.cancelled, q.cancelled),
    q.active === undefined ? undefined : eq(competitions.active, q.active),
    q.archive === undefined ? undefined : q.archive ? archived : sql`not ${archived}`,
    // from and to are Vienna days, to inclusive (docs/time-zone.md)
    q.from ? gte(competitions.competitionDate, viennaMidnight(q.from, 0)) : undefined,
    q.to ? lt(competitions.competitionDate, viennaMidnight(q.to, 1)) : undefined,
  );
}

/** One page of the back-office list, newest competition date first unless asked otherwise. */
export async function listCompetitions(
  db: Database,
  user: AuthUser,
  event: boolean,
  q: CompetitionListFilter,
): Promise<ListAnswer<Competition>> {
  const where = listWhere(user, event, q);
  const sortColumns = {
    id: competitions.id,
    name: competitions.name,
    competitionDate: competitions.competitionDate,
    registrationStart: competitions.registrationStart,
    registrationEnd: competitions.registrationEnd,
    createdAt: competitions.createdAt,
    clubName: clubs.name,
    viewType: competitions.viewType,
    paid: competitions.paid,
    cancelled: competitions.cancelled,
  };
  return page(
    db
      .select({ id: competitions.id })
      .from(competitions)
      .innerJoin(clubs, eq(clubs.id, competitions.clubId))
      .where(where)
      .orderBy(...orderBy(q.sort ?? 'competitionDate,desc', sortColumns, competitions.id))
      .limit(q.size)
      .offset(q.page * q.size)
      .then((rows) =>
        loadCompetitions(
          db,
          rows.map((row) => row.id),
        ),
      ),
    db.$count(competitions, where),
  );
}

/** One competition (or event, when `event` is given) the user may see; else COMPETITION_DOESNT_EXIST. */
export async function getCompetition(
  db: Executor,
  user: AuthUser,
  id: number,
  event?: boolean,
): Promise<Competition> {
  const [row] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(
      and(
        eq(competitions.id, id),
        isNull(competitions.deletedAt),
        visibleTo(user),
        event === undefined ? undefined : eq(competitions.event, event),
      ),
    );
  if (!row) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  const [competition] = await loadCompetitions(db, [row.id]);
  return competition!;
}

/** The competitions of the ids the user may see (`POST competitions/many`), in the ids' order. */
export async function manyCompetitions(db: Database, user: AuthUser, ids: number[]): Promise<Competition[]> {
  const rows = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(inArray(competitions.id, ids), isNull(competitions.deletedAt), visibleTo(user)));
  const visible = new Set(rows.map((row) => row.id));
  return loadCompetitions(
    db,
    [...new Set(ids)].filter((id) => visible.has(id)),
  );
}
