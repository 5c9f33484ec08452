import type { ListAnswer } from '@portal/contracts';
import {
  appendEvent,
  DomainError,
  type Database,
  containsIgnoringCase,
  orderBy,
  page,
  type ListParams,
} from '@portal/service-kit';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A transaction of the catalog database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A reference table: an id, a unique name and a version bumped on every change. */
export type ReferenceTable = PgTable & { id: AnyPgColumn; name: AnyPgColumn; version: AnyPgColumn };

/** What one back-office reference resource (factors, divisions, ...) is made of. */
export interface ReferenceResource<I extends { name: string }> {
  /** the API name (`factors`, `competitionTypes`, ...), also the `resource` of its events */
  resource: string;
  table: ReferenceTable;
  /** the API fields of an item and the column or expression each is read from (includes `id`) */
  fields: Record<string, AnyPgColumn | SQL.Aliased | SQL>;
  /** the sortable API fields and their columns */
  sortColumns: Record<string, AnyPgColumn>;
  /** `field,direction` when the call names none */
  defaultSort: string;
  /** the column values of a validated body (API field → table property) */
  values(input: I): Record<string, unknown>;
  /** checks and side effects before the row is written (same transaction) */
  beforeWrite?(tx: Tx, input: I, id: number | null): Promise<void>;
  /** dependent rows after the row is written (same transaction) */
  afterWrite?(tx: Tx, id: number, input: I): Promise<void>;
}

export const CATALOG_SCHEMA = 'catalog';
export const UPSERTED = 'catalog.reference-data.upserted';
export const DELETED = 'catalog.reference-data.deleted';

export interface ReferenceListQuery extends ListParams {
  name?: string;
}

type Executor = Database | Tx;
type Item = Record<string, unknown> & { id: number };

function selectItems<I extends { name: string }>(db: Executor, r: ReferenceResource<I>, where?: SQL) {
  return db
    .select(r.fields as Record<string, AnyPgColumn>)
    .from(r.table)
    .where(where);
}

/** One page of the resource, filtered by a part of the name. */
export async function listReference<I extends { name: string }>(
  db: Database,
  r: ReferenceResource<I>,
  q: ReferenceListQuery,
): Promise<ListAnswer<Item>> {
  const where = containsIgnoringCase(q.name, r.table.name);
  return page(
    selectItems(db, r, where)
      .orderBy(...orderBy(q.sort ?? r.defaultSort, r.sortColumns, r.table.id))
      .limit(q.size)
      .offset(q.page * q.size) as unknown as Promise<Item[]>,
    db.$count(r.table, where),
  );
}

async function findItem<I extends { name: string }>(
  db: Executor,
  r: ReferenceResource<I>,
  id: number,
): Promise<Item | undefined> {
  const [row] = (await selectItems(db, r, eq(r.table.id, id))) as Item[];
  return row;
}

/** One item; 404 NOT_FOUND when there is none. */
export async function getReference<I extends { name: string }>(
  db: Database,
  r: ReferenceResource<I>,
  id: number,
): Promise<Item> {
  const item = await findItem(db, r, id);
  if (!item) throw new DomainError('NOT_FOUND', 404);
  return item;
}

/** Appends the upserted event of a row as it is now, with its version as the event version. */
export async function publishUpserted<I extends { name: string }>(
  tx: Tx,
  r: ReferenceResource<I>,
  id: number,
): Promise<Item> {
  const item = (await findItem(tx, r, id))!;
  const [{ version } = { version: 1 }] = (await tx
    .select({ version: r.table.version })
    .from(r.table)
    .where(eq(r.table.id, id))) as { version: number }[];
  await appendEvent(tx, CATALOG_SCHEMA, 'catalog', {
    type: UPSERTED,
    version,
    payload: { resource: r.resource, ...item },
  });
  return item;
}

/** PostgreSQL errors that have an answer of their own. */
function mapDbError(error: unknown): unknown {
  const pg = (error as { cause?: { code?: string } }).cause ?? error;
  const { code, constraint = '' } = pg as { code?: string; constraint?: string };
  // the name constraints (`<table>_name_unique`, `<table>_name_lower_idx`); the single-default index is not one
  if (code === '23505' && constraint.includes('_name_'))
    return new DomainError('NAME_ALREADY_EXISTS', 409, 'name');
  if (code === '23503') return new DomainError('REFERENCE_IN_USE', 409);
  return error;
}

async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw mapDbError(error);
  }
}

/** Creates (id null) or updates an item; the name is unique ignoring case. */
export async function saveReference<I extends { name: string }>(
  db: Database,
  r: ReferenceResource<I>,
  id: number | null,
  input: I,
): Promise<Item> {
  return inTransaction(db, async (tx) => {
    if (id !== null) {
      // lock the row so concurrent edits bump the version one after the other
      const [row] = await tx.select({ id: r.table.id }).from(r.table).where(eq(r.table.id, id)).for('update');
      if (!row) throw new DomainError('NOT_FOUND', 404);
    }
    const [clash] = await tx
      .select({ id: r.table.id })
      .from(r.table)
      .where(
        and(sql`lower(${r.table.name}) = lower(${input.name})`, id === null ? undefined : ne(r.table.id, id)),
      );
    if (clash) throw new DomainError('NAME_ALREADY_EXISTS', 409, 'name');
    await r.beforeWrite?.(tx, input, id);
    const values = r.values(input);
    let savedId = id;
    if (savedId === null) {
      const [created] = (await tx
        .insert(r.table)
        .values(values as never)
        .returning({ id: r.table.id })) as { id: number }[];
      savedId = created!.id;
    } else {
      await tx
        .update(r.table)
        .set({ ...values, version: sql`${r.table.version} + 1` } as never)
        .where(eq(r.table.id, savedId));
    }
    await r.afterWrite?.(tx, savedId, input);
    return publishUpserted(tx, r, savedId);
  });
}

/** Deletes the items of the ids that exist, with one deleted event each; answers how many. */
export async function deleteReferences<I extends { name: string }>(
  db: Database,
  r: ReferenceResource<I>,
  ids: number[],
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const deleted = (await tx
      .delete(r.table)
      .where(inArray(r.table.id, [...new Set(ids)]))
      .returning({ id: r.table.id, version: r.table.version })) as { id: number; version: number }[];
    for (const row of deleted) {
      await appendEvent(tx, CATALOG_SCHEMA, 'catalog', {
        type: DELETED,
        // newer than the last upsert, so replicas apply it after whatever they hold
        version: row.version + 1,
        payload: { resource: r.resource, id: row.id },
      });
    }
    return deleted.length;
  });
}

/** Deletes one item; 404 NOT_FOUND when there is none. */
export async function deleteReference<I extends { name: string }>(
  db: Database,
  r: ReferenceResource<I>,
  id: number,
): Promise<void> {
  if ((await deleteReferences(db, r, [id])) === 0) throw new DomainError('NOT_FOUND', 404);
}
