import type { ListAnswer } from '@portal/contracts';
import { type Database, containsIgnoringCase, orderBy, page, type ListParams } from '@portal/service-kit';
import { and, eq } from 'drizzle-orm';
import { clubs } from '../db/schema';

/** A club as the public club list shows it (dropdowns, club search). */
export interface PublicClubListEntry {
  id: number;
  name: string;
  longName: string;
  shortName: string | null;
  city: string;
  country: string;
  publicLinkId: string;
}

export interface PublicClubListParams extends ListParams {
  /** case-insensitive part of the name, long name or short name */
  name?: string;
}

export const PUBLIC_CLUB_SORT_FIELDS = ['id', 'name', 'longName', 'city', 'country'] as const;

/** Active clubs that are not unlisted, by name (GET publicResources/clubsPubList). */
export async function listPublicClubs(
  db: Database,
  params: PublicClubListParams,
): Promise<ListAnswer<PublicClubListEntry>> {
  const where = and(
    eq(clubs.active, true),
    eq(clubs.unlisted, false),
    containsIgnoringCase(params.name, clubs.name, clubs.longName, clubs.shortName),
  );
  const sortColumns = {
    id: clubs.id,
    name: clubs.name,
    longName: clubs.longName,
    city: clubs.city,
    country: clubs.country,
  };
  return page(
    db
      .select({
        id: clubs.id,
        name: clubs.name,
        longName: clubs.longName,
        shortName: clubs.shortName,
        city: clubs.city,
        country: clubs.country,
        publicLinkId: clubs.publicLinkId,
      })
      .from(clubs)
      .where(where)
      .orderBy(...orderBy(params.sort, sortColumns, clubs.id))
      .limit(params.size)
      .offset(params.page * params.size),
    db.$count(clubs, where),
  );
}
