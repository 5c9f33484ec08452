import type { AuthUser, Database } from '@portal/service-kit';
import { and, eq, sql } from 'drizzle-orm';
import { clubs, competitions } from '../../db/schema';
import { reachableFor } from './visibility';

/**
 * `competitionInRegistrationWindow/{id}`: true when the visitor may open the competition (as its
 * page), it is active and not cancelled, registration is on and now lies within registrationStart
 * to registrationEnd (a missing bound does not limit). Anything else, unknown ids too, is false.
 */
export async function inRegistrationWindow(db: Database, user: AuthUser, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .innerJoin(clubs, eq(clubs.id, competitions.clubId))
    .where(
      and(
        eq(competitions.id, id),
        reachableFor(user),
        eq(competitions.active, true),
        eq(competitions.cancelled, false),
        eq(competitions.registration, true),
        sql`coalesce(${competitions.registrationStart} <= now(), true)`,
        sql`coalesce(${competitions.registrationEnd} >= now(), true)`,
      ),
    );
  return row !== undefined;
}
