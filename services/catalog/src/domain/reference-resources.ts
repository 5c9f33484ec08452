import { type Database, DomainError, orderBy } from '@portal/service-kit';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  competitionClasses,
  competitionTypes,
  divisionCompetitionTypes,
  divisions,
  factors,
  levels,
  uploadTypes,
} from '../db/schema';
import { publishUpserted, type ReferenceResource, type Tx } from './reference-admin';

export interface NamedInput {
  name: string;
}
export interface DivisionInput extends NamedInput {
  competitionType_ids: number[];
}
export interface CompetitionTypeInput extends NamedInput {
  signupReservationTimeout: number;
  logo: string | null;
  isDefault: boolean;
  event: boolean;
}
export interface UploadTypeInput extends NamedInput {
  showName: boolean;
  sortingOrder: number;
}

const named = (
  resource: string,
  table: typeof factors | typeof levels | typeof competitionClasses,
): ReferenceResource<NamedInput> => ({
  resource,
  table,
  fields: { id: table.id, name: table.name },
  sortColumns: { id: table.id, name: table.name },
  defaultSort: 'name,asc',
  values: ({ name }) => ({ name }),
});

export const factorResource = named('factors', factors);
export const levelResource = named('levels', levels);
export const competitionClassResource = named('competitionClasses', competitionClasses);

const link = divisionCompetitionTypes;

export const divisionResource: ReferenceResource<DivisionInput> = {
  resource: 'divisions',
  table: divisions,
  fields: {
    id: divisions.id,
    name: divisions.name,
    competitionType_ids: sql<number[]>`coalesce((
      select array_agg(${link.competitionTypeId} order by ${link.competitionTypeId})
      from ${link} where ${link.divisionId} = ${divisions.id}
    ), '{}')`,
  },
  sortColumns: { id: divisions.id, name: divisions.name },
  defaultSort: 'name,asc',
  values: ({ name }) => ({ name }),
  async beforeWrite(tx, input) {
    const ids = [...new Set(input.competitionType_ids)];
    if (!ids.length) return;
    const found = await tx
      .select({ id: competitionTypes.id })
      .from(competitionTypes)
      .where(inArray(competitionTypes.id, ids));
    if (found.length !== ids.length) throw new DomainError('FIELD_INVALID', 400, 'competitionType_ids');
  },
  async afterWrite(tx, id, input) {
    await tx.delete(link).where(eq(link.divisionId, id));
    const ids = [...new Set(input.competitionType_ids)];
    if (ids.length) {
      await tx.insert(link).values(ids.map((competitionTypeId) => ({ divisionId: id, competitionTypeId })));
    }
  },
};

export const competitionTypeResource: ReferenceResource<CompetitionTypeInput> = {
  resource: 'competitionTypes',
  table: competitionTypes,
  fields: {
    id: competitionTypes.id,
    name: competitionTypes.name,
    signupReservationTimeout: competitionTypes.signupReservationTimeout,
    logo: competitionTypes.logo,
    isDefault: competitionTypes.isDefault,
    event: competitionTypes.event,
  },
  sortColumns: {
    id: competitionTypes.id,
    name: competitionTypes.name,
    signupReservationTimeout: competitionTypes.signupReservationTimeout,
    event: competitionTypes.event,
  },
  defaultSort: 'name,asc',
  values: (input) => ({ ...input }),
  /** a new default takes the flag from the previous one (the partial unique index allows only one) */
  async beforeWrite(tx: Tx, input, id) {
    if (!input.isDefault) return;
    const previous = await tx
      .update(competitionTypes)
      .set({ isDefault: false, version: sql`${competitionTypes.version} + 1` })
      .where(and(eq(competitionTypes.isDefault, true), id === null ? undefined : ne(competitionTypes.id, id)))
      .returning({ id: competitionTypes.id });
    for (const { id: previousId } of previous) await publishUpserted(tx, competitionTypeResource, previousId);
  },
};

export const uploadTypeResource: ReferenceResource<UploadTypeInput> = {
  resource: 'uploadTypes',
  table: uploadTypes,
  fields: {
    id: uploadTypes.id,
    name: uploadTypes.name,
    showName: uploadTypes.showName,
    sortingOrder: uploadTypes.sortingOrder,
  },
  sortColumns: {
    id: uploadTypes.id,
    name: uploadTypes.name,
    sortingOrder: uploadTypes.sortingOrder,
    showName: uploadTypes.showName,
  },
  defaultSort: 'sortingOrder,asc',
  values: (input) => ({ ...input }),
};

/** Id and name of the divisions a competition type offers, by name (division field of the forms). */
export async function divisionsOfCompetitionType(db: Database, competitionTypeId: number) {
  return db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .innerJoin(link, eq(link.divisionId, divisions.id))
    .where(eq(link.competitionTypeId, competitionTypeId))
    .orderBy(...orderBy('name,asc', { name: divisions.name }, divisions.id));
}
