import type { ListAnswer } from '@portal/contracts';
import { type Database, containsIgnoringCase, orderBy, page, type ListParams } from '@portal/service-kit';
import { and, eq, exists, sql } from 'drizzle-orm';
import {
  competitionClasses,
  competitionTypes,
  divisionCompetitionTypes,
  divisions,
  factors,
  levels,
} from '../db/schema';

/** Filters every reference list offers. */
export interface ReferenceListParams extends ListParams {
  /** case-insensitive part of the name */
  name?: string;
}

export interface NamedReference {
  id: number;
  name: string;
}

export interface CompetitionType extends NamedReference {
  /** seconds a place is held while a shooter signs up */
  signupReservationTimeout: number;
  logo: string | null;
  isDefault: boolean;
  event: boolean;
}

export interface Division extends NamedReference {
  /** the competition types that offer this division */
  competitionType_ids: number[];
}

export const NAMED_REFERENCE_SORT_FIELDS = ['id', 'name'] as const;
export const COMPETITION_TYPE_SORT_FIELDS = ['id', 'name', 'signupReservationTimeout', 'event'] as const;
export const DIVISION_SORT_FIELDS = NAMED_REFERENCE_SORT_FIELDS;

type NamedTable = typeof factors | typeof levels | typeof competitionClasses;

async function listNamed(db: Database, table: NamedTable, params: ReferenceListParams) {
  const where = containsIgnoringCase(params.name, table.name);
  return page<NamedReference>(
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(where)
      .orderBy(...orderBy(params.sort, { id: table.id, name: table.name }, table.id))
      .limit(params.size)
      .offset(params.page * params.size),
    db.$count(table, where),
  );
}

/** Factors (Minor, Major), by name. */
export const listFactors = (db: Database, params: ReferenceListParams): Promise<ListAnswer<NamedReference>> =>
  listNamed(db, factors, params);

/** Competition levels, by name. */
export const listLevels = (db: Database, params: ReferenceListParams): Promise<ListAnswer<NamedReference>> =>
  listNamed(db, levels, params);

/** Competition classes (categories), by name. */
export const listCompetitionClasses = (
  db: Database,
  params: ReferenceListParams,
): Promise<ListAnswer<NamedReference>> => listNamed(db, competitionClasses, params);

/** Competition types with their reservation timeout, default and event flags, by name. */
export async function listCompetitionTypes(
  db: Database,
  params: ReferenceListParams,
): Promise<ListAnswer<CompetitionType>> {
  const where = containsIgnoringCase(params.name, competitionTypes.name);
  const t = competitionTypes;
  return page(
    db
      .select({
        id: t.id,
        name: t.name,
        signupReservationTimeout: t.signupReservationTimeout,
        logo: t.logo,
        isDefault: t.isDefault,
        event: t.event,
      })
      .from(t)
      .where(where)
      .orderBy(
        ...orderBy(
          params.sort,
          { id: t.id, name: t.name, signupReservationTimeout: t.signupReservationTimeout, event: t.event },
          t.id,
        ),
      )
      .limit(params.size)
      .offset(params.page * params.size),
    db.$count(t, where),
  );
}

export interface DivisionListParams extends ReferenceListParams {
  /** only divisions offered by this competition type */
  competitionTypeId?: number;
}

/** Divisions with the ids of the competition types that offer them, by name. */
export async function listDivisions(db: Database, params: DivisionListParams): Promise<ListAnswer<Division>> {
  const link = divisionCompetitionTypes;
  const offeredBy =
    params.competitionTypeId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(link)
            .where(
              and(eq(link.divisionId, divisions.id), eq(link.competitionTypeId, params.competitionTypeId)),
            ),
        );
  const where = and(containsIgnoringCase(params.name, divisions.name), offeredBy);
  const typeIds = sql<number[]>`coalesce((
    select array_agg(${link.competitionTypeId} order by ${link.competitionTypeId})
    from ${link} where ${link.divisionId} = ${divisions.id}
  ), '{}')`;
  return page(
    db
      .select({ id: divisions.id, name: divisions.name, competitionType_ids: typeIds })
      .from(divisions)
      .where(where)
      .orderBy(...orderBy(params.sort, { id: divisions.id, name: divisions.name }, divisions.id))
      .limit(params.size)
      .offset(params.page * params.size),
    db.$count(divisions, where),
  );
}
