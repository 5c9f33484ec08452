import {
  MAINTENANCE_ANNOUNCE_AHEAD_MS,
  type ListAnswer,
  type MaintenanceWindow,
  type MaintenanceWindowBody,
  type MaintenanceWindowSortField,
} from '@portal/contracts';
import { appendEvent, DomainError, type Database, orderBy, page, type ListParams } from '@portal/service-kit';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { maintenanceWindows } from '../db/schema';
import { CATALOG_SCHEMA, type Tx } from './reference-admin';

export const MAINTENANCE_WINDOW_UPSERTED = 'catalog.maintenance-window.upserted';
export const MAINTENANCE_WINDOW_DELETED = 'catalog.maintenance-window.deleted';

const SORT_COLUMNS = {
  id: maintenanceWindows.id,
  fromDate: maintenanceWindows.fromDate,
  toDate: maintenanceWindows.toDate,
} satisfies Record<MaintenanceWindowSortField, unknown>;
const DEFAULT_SORT = 'fromDate,desc';

/** A validated create or update body; the dates are ISO date-times with an offset, `toDate` after `fromDate`. */
export type MaintenanceWindowInput = MaintenanceWindowBody;

type Executor = Database | Tx;
type Row = typeof maintenanceWindows.$inferSelect;

const toItem = (row: Row): MaintenanceWindow => ({
  id: row.id,
  reason: row.reason,
  message: row.message,
  active: row.active,
  fromDate: row.fromDate.toISOString(),
  toDate: row.toDate.toISOString(),
});

/** One page of the windows, newest start first unless asked otherwise. */
export async function listMaintenanceWindows(
  db: Database,
  q: ListParams,
): Promise<ListAnswer<MaintenanceWindow>> {
  const rows = db
    .select()
    .from(maintenanceWindows)
    .orderBy(...orderBy(q.sort ?? DEFAULT_SORT, SORT_COLUMNS, maintenanceWindows.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return page(
    rows.then((found) => found.map(toItem)),
    db.$count(maintenanceWindows),
  );
}

async function findRow(db: Executor, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(maintenanceWindows).where(eq(maintenanceWindows.id, id));
  return row;
}

/** One window; 404 NOT_FOUND when there is none. */
export async function getMaintenanceWindow(db: Database, id: number): Promise<MaintenanceWindow> {
  const row = await findRow(db, id);
  if (!row) throw new DomainError('NOT_FOUND', 404);
  return toItem(row);
}

/** Creates (id null) or updates a window and appends its upserted event in the same transaction. */
export async function saveMaintenanceWindow(
  db: Database,
  id: number | null,
  input: MaintenanceWindowInput,
): Promise<MaintenanceWindow> {
  const values = {
    reason: input.reason,
    message: input.message,
    active: input.active,
    fromDate: new Date(input.fromDate),
    toDate: new Date(input.toDate),
  };
  return db.transaction(async (tx) => {
    let row: Row | undefined;
    if (id === null) {
      [row] = await tx.insert(maintenanceWindows).values(values).returning();
    } else {
      // the row lock makes concurrent edits bump the version one after the other
      [row] = await tx
        .update(maintenanceWindows)
        .set({ ...values, version: sql`${maintenanceWindows.version} + 1` })
        .where(eq(maintenanceWindows.id, id))
        .returning();
      if (!row) throw new DomainError('NOT_FOUND', 404);
    }
    const item = toItem(row!);
    await appendEvent(tx, CATALOG_SCHEMA, 'catalog', {
      type: MAINTENANCE_WINDOW_UPSERTED,
      version: row!.version,
      payload: item,
    });
    return item;
  });
}

/** Deletes the windows of the ids that exist, with one deleted event each; answers how many. */
export async function deleteMaintenanceWindows(db: Database, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(maintenanceWindows)
      .where(inArray(maintenanceWindows.id, [...new Set(ids)]))
      .returning({ id: maintenanceWindows.id, version: maintenanceWindows.version });
    for (const row of deleted) {
      await appendEvent(tx, CATALOG_SCHEMA, 'catalog', {
        type: MAINTENANCE_WINDOW_DELETED,
        // newer than the last upsert, so replicas apply it after whatever they hold
        version: row.version + 1,
        payload: { id: row.id },
      });
    }
    return deleted.length;
  });
}

/** Deletes one window; 404 NOT_FOUND when there is none. */
export async function deleteMaintenanceWindow(db: Database, id: number): Promise<void> {
  if ((await deleteMaintenanceWindows(db, [id])) === 0) throw new DomainError('NOT_FOUND', 404);
}

/**
 * The window users are warned about at `now`: an active one that has not ended and starts within
 * the next 24 hours (so one already running counts too); the earliest start first. Null when none.
 */
export async function findAnnouncedMaintenanceWindow(
  db: Database,
  now: Date = new Date(),
): Promise<Omit<MaintenanceWindow, 'active'> | null> {
  const [row] = await db
    .select()
    .from(maintenanceWindows)
    .where(
      and(
        eq(maintenanceWindows.active, true),
        gt(maintenanceWindows.toDate, now),
        lte(maintenanceWindows.fromDate, new Date(now.getTime() + MAINTENANCE_ANNOUNCE_AHEAD_MS)),
      ),
    )
    .orderBy(asc(maintenanceWindows.fromDate), asc(maintenanceWindows.id))
    .limit(1);
  if (!row) return null;
  const { active: _active, ...window } = toItem(row);
  return window;
}
