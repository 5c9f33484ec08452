import {
  EVENTS_TYPE,
  PORTAL_TIME_ZONE,
  type ListAnswer,
  type Places,
  type PublicCompetition,
  type PublicTypeFilter,
} from '@portal/contracts';
import { DomainError, type AuthUser, type Database, escapeLike } from '@portal/service-kit';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  clubs,
  competitions,
  competitionTypes,
  documents,
  favourites,
  levels,
  squadOccupancy,
  squads,
} from '../../db/schema';
import { uploadsByCompetition } from '../competitions/links';
import { archived } from '../competitions/read';
import { audienceOf, PublicListCache } from './list-cache';
import { listedFor } from './visibility';

export interface PublicFilter {
  year?: number;
  month?: number;
  country?: 'at' | 'de';
  zip?: string;
  club: number[];
  type: PublicTypeFilter[];
  level: number[];
  province: string[];
  archive?: boolean;
  competition?: string;
}

export interface PublicListQuery {
  page: number;
  size: number;
  sort?: string;
  filter: PublicFilter;
}

/** The competition's date as a wall-clock time in Vienna: years and months of the filters are Vienna's. */
export const localDate = sql`(${competitions.competitionDate} at time zone ${sql.raw(`'${PORTAL_TIME_ZONE}'`)})`;

/** The filter object as SQL (docs/public-browsing.md). */
function filterWhere(filter: PublicFilter): SQL | undefined {
  const typeIds = filter.type.filter((t): t is number => typeof t === 'number');
  const events = filter.type.includes(EVENTS_TYPE);
  return and(
    filter.archive ? archived : sql`not ${archived}`,
    filter.year !== undefined ? sql`extract(year from ${localDate}) = ${filter.year}` : undefined,
    filter.month !== undefined ? sql`extract(month from ${localDate}) = ${filter.month}` : undefined,
    filter.country ? eq(competitions.country, filter.country) : undefined,
    filter.zip ? ilike(competitions.zip, `${escapeLike(filter.zip)}%`) : undefined,
    filter.club.length ? inArray(competitions.clubId, filter.club) : undefined,
    typeIds.length || events
      ? or(
          typeIds.length ? inArray(competitions.competitionTypeId, typeIds) : undefined,
          events ? eq(competitions.event, true) : undefined,
        )
      : undefined,
    filter.level.length ? inArray(competitions.levelId, filter.level) : undefined,
    filter.province.length ? inArray(competitions.state, filter.province) : undefined,
    filter.competition ? ilike(competitions.name, `%${escapeLike(filter.competition)}%`) : undefined,
  );
}

const SORT_COLUMNS = {
  competitionDate: competitions.competitionDate,
  name: competitions.name,
  clubName: clubs.name,
  city: competitions.city,
  state: competitions.state,
  registrationStart: competitions.registrationStart,
  levelName: levels.name,
  competitionTypeName: competitionTypes.name,
} as const;

function orderOf(sort: string | undefined, archive: boolean): SQL[] {
  const [field = 'competitionDate', direction = archive ? 'desc' : 'asc'] = (sort ?? '')
    .split(',')
    .filter(Boolean);
  const column = SORT_COLUMNS[field as keyof typeof SORT_COLUMNS];
  if (!column) throw new DomainError('FIELD_INVALID', 400, 'sort');
  const key = column.dataType === 'string' ? sql`${column} collate "und-x-icu"` : column;
  const by = direction.toLowerCase() === 'desc' ? desc(key) : asc(key);
  return [by, asc(competitions.id)];
}

/**
 * Places over the squads of each competition (docs/public-browsing.md): the
 * squads of the multiple waiting list are left out of the sum, places and waiting list alike; a
 * competition with only such squads has no places.
 */
async function placesOf(db: Database, ids: number[]): Promise<Map<number, Places>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      competitionId: squads.competitionId,
      total: sql<number>`coalesce(sum(${squads.squadSize}), 0)::int`,
      taken: sql<number>`coalesce(sum(least(${squads.squadSize}, coalesce(${squadOccupancy.taken}, 0))), 0)::int`,
      waitingListTotal: sql<number>`coalesce(sum(${squads.maxWaitingListSize}), 0)::int`,
      waitingListTaken: sql<number>`coalesce(sum(least(${squads.maxWaitingListSize}, coalesce(${squadOccupancy.waiting}, 0))), 0)::int`,
    })
    .from(squads)
    .leftJoin(squadOccupancy, eq(squadOccupancy.squadId, squads.id))
    .where(and(inArray(squads.competitionId, ids), eq(squads.multipleWaitingList, false)))
    .groupBy(squads.competitionId);
  return new Map(
    rows.map((r) => [
      r.competitionId,
      {
        total: r.total,
        taken: r.taken,
        free: r.total - r.taken,
        waitingListTotal: r.waitingListTotal,
        waitingListFree: r.waitingListTotal - r.waitingListTaken,
      },
    ]),
  );
}

const NO_PLACES: Places = { total: 0, taken: 0, free: 0, waitingListTotal: 0, waitingListFree: 0 };
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The user's favourites among the ids (none for guests). */
async function favouritesAmong(db: Database, user: AuthUser, ids: number[]): Promise<Set<number>> {
  if (user.id === null || !ids.length) return new Set();
  const rows = await db
    .select({ id: favourites.competitionId })
    .from(favourites)
    .where(and(eq(favourites.userId, user.id), inArray(favourites.competitionId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The list entries of the ids, in the ids' order, with places and the user's favourites. */
export async function loadPublicCompetitions(
  db: Database,
  user: AuthUser,
  ids: number[],
): Promise<PublicCompetition[]> {
  if (!ids.length) return [];
  const [rows, uploadsOf, places, favourite] = await Promise.all([
    db
      .select({
        c: competitions,
        archived: sql<boolean>`${archived}`,
        typeName: competitionTypes.name,
        typeImage: competitionTypes.logo,
        levelName: levels.name,
        clubName: clubs.name,
        clubShortName: clubs.shortName,
        clubPublicLinkId: clubs.publicLinkId,
        clubLogoId: clubs.logoDocumentId,
        clubLogoName: documents.fileName,
        clubLogoPublicId: documents.publicId,
      })
      .from(competitions)
      .innerJoin(clubs, eq(clubs.id, competitions.clubId))
      .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
      .leftJoin(levels, eq(levels.id, competitions.levelId))
      .leftJoin(documents, eq(documents.id, clubs.logoDocumentId))
      .where(inArray(competitions.id, ids)),
    uploadsByCompetition(db, ids),
    placesOf(db, ids),
    favouritesAmong(db, user, ids),
  ]);
  const now = Date.now();
  const byId = new Map(
    rows.map(({ c, ...r }): [number, PublicCompetition] => [
      c.id,
      {
        id: c.id,
        name: c.name,
        publicLink: c.publicLink,
        event: c.event,
        eventType: c.eventType,
        eventName: c.eventName,
        active: c.active,
        cancelled: c.cancelled,
        archived: r.archived,
        competitionDate: c.competitionDate.toISOString(),
        competitionEndDate: iso(c.competitionEndDate),
        registration: c.registration,
        registrationStart: iso(c.registrationStart),
        registrationEnd: iso(c.registrationEnd),
        registrationOpen:
          c.registration &&
          !c.cancelled &&
          c.active &&
          (c.registrationStart?.getTime() ?? Infinity) <= now &&
          now <= (c.registrationEnd?.getTime() ?? -Infinity),
        competitionTypeId: c.competitionTypeId,
        competitionTypeName: r.typeName,
        competitionTypeImage: r.typeImage,
        levelId: c.levelId,
        levelName: r.levelName,
        stages: c.stages,
        nominationFee: c.nominationFee === null ? null : Number(c.nominationFee),
        nationalCompetition: c.nationalCompetition,
        payOnSite: c.payOnSite,
        paymentViaDeposit: c.paymentViaDeposit,
        paymentWithWirecard: c.paymentWithWirecard,
        clubId: c.clubId,
        clubName: r.clubName,
        clubShortName: r.clubShortName,
        clubPublicLinkId: r.clubPublicLinkId,
        clubLogo:
          r.clubLogoPublicId !== null
            ? { publicId: r.clubLogoPublicId, fileName: r.clubLogoName ?? '' }
            : null,
        address: c.address,
        zip: c.zip,
        city: c.city,
        country: c.country,
        state: c.state,
        googleMapsLink: c.googleMapsLink,
        announcementLink: c.announcementLink,
        resultListLink: c.resultListLink,
        competitionUploads: (uploadsOf.get(c.id) ?? []).map(({ type, document }) => ({
          type,
          document: { publicId: document.publicId, fileName: document.fileName },
        })),
        places: places.get(c.id) ?? NO_PLACES,
        favourite: favourite.has(c.id),
        registered: false,
        registrationPaid: false,
        paid: c.paid,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A list answer without favourites, and the same as JSON for guests. */
interface CachedList {
  answer: ListAnswer<PublicCompetition>;
  json: string;
}

/** Recent public list answers of this process (see `list-cache.ts`). */
export const publicLists = new PublicListCache<CachedList>();

/** One page of what the audience may see, filtered and sorted, without favourites. */
async function queryPublicCompetitions(
  db: Database,
  user: AuthUser,
  q: PublicListQuery,
): Promise<ListAnswer<PublicCompetition>> {
  const where = and(listedFor(user), filterWhere(q.filter));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: competitions.id })
      .from(competitions)
      .innerJoin(clubs, eq(clubs.id, competitions.clubId))
      .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
      .leftJoin(levels, eq(levels.id, competitions.levelId))
      .where(where)
      .orderBy(...orderOf(q.sort, q.filter.archive === true))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(competitions)
      .innerJoin(clubs, eq(clubs.id, competitions.clubId))
      .where(where),
  ]);
  const audience = { ...user, id: null };
  return {
    content: await loadPublicCompetitions(
      db,
      audience,
      rows.map((row) => row.id),
    ),
    totalElements: counted?.n ?? 0,
  };
}

/**
 * The public competition list, results archive and dashboard: what the visitor may see
 * (viewType, active), filtered, sorted (upcoming by date ascending, archive descending), one page.
 * Answers are shared per audience for a short time; favourites are laid over per user.
 */
export async function listPublicCompetitions(
  db: Database,
  user: AuthUser,
  q: PublicListQuery,
): Promise<CachedList> {
  const key = `${audienceOf(user)}|${q.page}|${q.size}|${q.sort ?? ''}|${JSON.stringify(q.filter)}`;
  const cached = await publicLists.getOrLoad(key, async () => {
    const answer = await queryPublicCompetitions(db, user, q);
    return { answer, json: JSON.stringify(answer) };
  });
  if (user.id === null) return cached;
  const mine = await favouritesAmong(
    db,
    user,
    cached.answer.content.map((entry) => entry.id),
  );
  if (mine.size === 0) return cached;
  const answer = {
    ...cached.answer,
    content: cached.answer.content.map((entry) =>
      mine.has(entry.id) ? { ...entry, favourite: true } : entry,
    ),
  };
  return { answer, json: JSON.stringify(answer) };
}
