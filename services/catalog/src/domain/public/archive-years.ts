import type { AuthUser, Database } from '@portal/service-kit';
import { and, desc, eq, sql } from 'drizzle-orm';
import { clubs, competitions } from '../../db/schema';
import { archived } from '../competitions/read';
import { localDate } from './competitions';
import { listedFor } from './visibility';

/**
 * The years (in Vienna, as the list's `year` filter counts them) that the results archive holds
 * for this visitor, newest first: what the year filter offers, taken from the data rather than a
 * fixed range (a cancelled competition of a later year belongs to the archive too).
 */
export async function archiveYears(db: Database, user: AuthUser): Promise<number[]> {
  const year = sql<number>`extract(year from ${localDate})::int`;
  const rows = await db
    .selectDistinct({ year })
    .from(competitions)
    .innerJoin(clubs, eq(clubs.id, competitions.clubId))
    .where(and(archived, listedFor(user)))
    .orderBy(desc(year));
  return rows.map((row) => Number(row.year));
}
