import {
  CATALOG_EVENTS,
  type FavouriteChanged,
  type ListAnswer,
  type PublicCompetition,
} from '@portal/contracts';
import { appendEvent, DomainError, hasPermission, type AuthUser, type Database } from '@portal/service-kit';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { clubs, competitions, favourites } from '../../db/schema';
import { loadPublicCompetitions } from './competitions';
import { reachableFor } from './visibility';
import { CATALOG_SCHEMA } from '../reference-admin';

/** Favourites are for logged-in users that are not guests (docs/public-browsing.md). */
function userOf(user: AuthUser): number {
  if (user.id === null) throw new DomainError('Unauthorized', 401);
  if (hasPermission(user, 'IS_GUEST')) throw new DomainError('PERMISSION_DENIED', 403);
  return user.id;
}

/** Marks or unmarks a competition the user may open as favourite; answers the new state. */
export async function setFavourite(
  db: Database,
  user: AuthUser,
  competitionId: number,
  favourite: boolean,
): Promise<{ favourite: boolean }> {
  const userId = userOf(user);
  const [row] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .innerJoin(clubs, eq(clubs.id, competitions.clubId))
    .where(and(eq(competitions.id, competitionId), reachableFor(user)));
  if (!row) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  // notification keeps the favourites for the sign-up phase mails (catalog.favourite.changed)
  await db.transaction(async (tx) => {
    if (favourite) await tx.insert(favourites).values({ userId, competitionId }).onConflictDoNothing();
    else
      await tx
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.competitionId, competitionId)));
    const payload: FavouriteChanged = { userId, competitionId, favourite, at: new Date().toISOString() };
    await appendEvent(tx, CATALOG_SCHEMA, 'catalog', { type: CATALOG_EVENTS.favouriteChanged, payload });
  });
  return { favourite };
}

const favouritesOf = (userId: number) => and(eq(favourites.userId, userId), isNull(competitions.deletedAt));

/** The ids of the user's favourite competitions (`GET competitions/favourite`). */
export async function favouriteIds(db: Database, user: AuthUser): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.competitionId })
    .from(favourites)
    .innerJoin(competitions, eq(competitions.id, favourites.competitionId))
    .where(favouritesOf(userOf(user)))
    .orderBy(asc(competitions.competitionDate), asc(competitions.id));
  return rows.map((row) => row.id);
}

/** One page of the user's favourite competitions, by date (`GET competitions/favourites`). */
export async function favouriteCompetitions(
  db: Database,
  user: AuthUser,
  q: { page: number; size: number },
): Promise<ListAnswer<PublicCompetition>> {
  const where = favouritesOf(userOf(user));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: favourites.competitionId })
      .from(favourites)
      .innerJoin(competitions, eq(competitions.id, favourites.competitionId))
      .where(where)
      .orderBy(asc(competitions.competitionDate), asc(competitions.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(favourites)
      .innerJoin(competitions, eq(competitions.id, favourites.competitionId))
      .where(where),
  ]);
  return {
    content: await loadPublicCompetitions(
      db,
      user,
      rows.map((row) => row.id),
    ),
    totalElements: counted?.n ?? 0,
  };
}
