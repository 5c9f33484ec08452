import type { ListAnswer, PublicAdvert } from '@portal/contracts';
import { DomainError, type Database, orderBy, page, type ListParams } from '@portal/service-kit';
import { and, eq, isNull, lte, gte, or, sql } from 'drizzle-orm';
import { advertisings } from '../db/schema';
import { publicFileOf } from './files/file-refs';
import { selectAdvertisings, toAdvertising, type AdvertisingRow } from './advertisings';

export const PUBLIC_ADVERT_SORT_FIELDS = ['id', 'name'] as const;
const SORT_COLUMNS = { id: advertisings.id, name: advertisings.name };
/** Newest first, as the public pages ask for them (docs/public-browsing.md). */
const DEFAULT_SORT = 'id,desc';

/**
 * Active and running now: no `fromDate` means "since ever", no `toDate` "for ever"; both ends
 * count as inside. `now()` is the database's clock, the same for every replica.
 */
export const runningAdvert = () =>
  and(
    eq(advertisings.active, true),
    or(isNull(advertisings.fromDate), lte(advertisings.fromDate, sql`now()`)),
    or(isNull(advertisings.toDate), gte(advertisings.toDate, sql`now()`)),
  );

function toPublicAdvert(row: AdvertisingRow): PublicAdvert {
  const a = toAdvertising(row);
  return {
    id: a.id,
    publicId: a.publicId,
    name: a.name,
    shortName: a.shortName,
    text: a.text,
    buttonText: a.buttonText,
    buttonLink: a.buttonLink,
    detailView: a.detailView,
    image: publicFileOf(a.image),
    detailImage: publicFileOf(a.detailImage),
  };
}

/** One page of the running adverts, newest first unless asked otherwise. */
export async function listPublicAdverts(db: Database, q: ListParams): Promise<ListAnswer<PublicAdvert>> {
  const where = runningAdvert();
  return page(
    selectAdvertisings(db, where)
      .orderBy(...orderBy(q.sort ?? DEFAULT_SORT, SORT_COLUMNS, advertisings.id))
      .limit(q.size)
      .offset(q.page * q.size)
      .then((rows) => rows.map(toPublicAdvert)),
    db.$count(advertisings, where),
  );
}

/** One running advert by its public id; 404 NOT_FOUND when it is unknown, inactive or outside its period. */
export async function getPublicAdvert(db: Database, publicId: string): Promise<PublicAdvert> {
  const [row] = await selectAdvertisings(db, and(eq(advertisings.publicId, publicId), runningAdvert()));
  if (!row) throw new DomainError('NOT_FOUND', 404);
  return toPublicAdvert(row);
}

/**
 * Counts one click of an active advert in one statement (no read first, no lost update under
 * concurrency); 404 NOT_FOUND when the id is unknown or the advert inactive. Clicks are a counter,
 * not part of the advert's versioned state, so no event is written.
 */
export async function countAdvertClick(db: Database, id: number): Promise<void> {
  const counted = await db
    .update(advertisings)
    .set({ clicks: sql`${advertisings.clicks} + 1` })
    .where(and(eq(advertisings.id, id), eq(advertisings.active, true)))
    .returning({ id: advertisings.id });
  if (counted.length === 0) throw new DomainError('NOT_FOUND', 404);
}
