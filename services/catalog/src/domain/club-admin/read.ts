import type { Club, ClubSortField, ListAnswer, NotificationBlock, PublicClub } from '@portal/contracts';
import {
  DomainError,
  type AuthUser,
  type Database,
  containsIgnoringCase,
  orderBy,
  page,
  type ListParams,
} from '@portal/service-kit';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { clubNotificationBlocks, clubs, documents } from '../../db/schema';
import { publicFileOf, storedFileOf } from '../files/file-refs';
import { readNotificationBlocks } from '../notification-blocks';
import type { Tx } from '../reference-admin';
import { visibleTo } from './access';

export interface ClubListQuery extends ListParams {
  name?: string;
  address?: string;
  zip?: string;
  city?: string;
  active?: boolean;
  paymentUntilFrom?: string;
  paymentUntilTo?: string;
}

type Executor = Database | Tx;

function selectClubs(db: Executor, where?: SQL) {
  return db
    .select({ club: clubs, logoFileName: documents.fileName, logoPublicId: documents.publicId })
    .from(clubs)
    .leftJoin(documents, eq(documents.id, clubs.logoDocumentId))
    .where(where);
}

type ClubRow = {
  club: typeof clubs.$inferSelect;
  logoFileName: string | null;
  logoPublicId: string | null;
};

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

export function toClub(
  { club: c, logoFileName, logoPublicId }: ClubRow,
  notificationBlocks: NotificationBlock[] = [],
): Club {
  return {
    id: c.id,
    name: c.name,
    longName: c.longName,
    shortName: c.shortName,
    address: c.address,
    zip: c.zip,
    city: c.city,
    country: c.country,
    matchAddress: c.matchAddress,
    matchZip: c.matchZip,
    matchCity: c.matchCity,
    matchCountry: c.matchCountry,
    googleMapsLink: c.googleMapsLink,
    websiteLink: c.websiteLink,
    publicLinkId: c.publicLinkId,
    logo: storedFileOf(c.logoDocumentId, logoPublicId, logoFileName),
    bankInformation:
      c.bankName || c.bankBic || c.bankIban ? { name: c.bankName, bic: c.bankBic, iban: c.bankIban } : null,
    contact: {
      salutation: c.contactSalutation,
      firstName: c.contactFirstName,
      lastName: c.contactLastName,
      fullName: fullName(c.contactFirstName, c.contactLastName),
      email: c.contactEmail,
      telephone: c.contactTelephone,
    },
    paymentUntil: c.paymentUntil,
    unlisted: c.unlisted,
    active: c.active,
    bmdAccountNumber: c.bmdAccountNumber,
    invoiceName: c.invoiceName,
    invoiceMail: c.invoiceMail,
    notificationBlocks,
  };
}

/** Clubs of the rows with their notification blocks, read in one query for all of them. */
async function withBlocks(db: Executor, rows: ClubRow[]): Promise<Club[]> {
  const blocks = await readNotificationBlocks(
    db,
    clubNotificationBlocks,
    rows.map((row) => row.club.id),
  );
  return rows.map((row) => toClub(row, blocks.get(row.club.id)));
}

/** One page of the clubs the user may see, filtered and sorted (default name ascending). */
export async function listClubs(db: Database, user: AuthUser, q: ClubListQuery): Promise<ListAnswer<Club>> {
  const where = and(
    visibleTo(user),
    containsIgnoringCase(q.name, clubs.name, clubs.longName, clubs.shortName),
    containsIgnoringCase(q.address, clubs.address),
    containsIgnoringCase(q.zip, clubs.zip),
    containsIgnoringCase(q.city, clubs.city),
    q.active === undefined ? undefined : eq(clubs.active, q.active),
    q.paymentUntilFrom ? gte(clubs.paymentUntil, q.paymentUntilFrom) : undefined,
    q.paymentUntilTo ? lte(clubs.paymentUntil, q.paymentUntilTo) : undefined,
  );
  const sortColumns = {
    id: clubs.id,
    name: clubs.name,
    longName: clubs.longName,
    address: clubs.address,
    zip: clubs.zip,
    city: clubs.city,
    country: clubs.country,
    paymentUntil: clubs.paymentUntil,
    active: clubs.active,
  } satisfies Record<ClubSortField, unknown>;
  return page(
    selectClubs(db, where)
      .orderBy(...orderBy(q.sort, sortColumns, clubs.id))
      .limit(q.size)
      .offset(q.page * q.size)
      .then((rows) => withBlocks(db, rows)),
    db.$count(clubs, where),
  );
}

const toPublicClub = (row: ClubRow): PublicClub => {
  const {
    paymentUntil: _p,
    bmdAccountNumber: _b,
    invoiceName: _n,
    invoiceMail: _m,
    notificationBlocks: _blocks,
    logo,
    ...visible
  } = toClub(row);
  return { ...visible, logo: publicFileOf(logo) };
};

/** Public club list: active and listed clubs; unlisted ones too when asked for. */
export async function listPublicClubResources(
  db: Database,
  q: ListParams & { name?: string; includeUnlisted: boolean },
): Promise<ListAnswer<PublicClub>> {
  const where = and(
    eq(clubs.active, true),
    q.includeUnlisted ? undefined : eq(clubs.unlisted, false),
    containsIgnoringCase(q.name, clubs.name, clubs.longName, clubs.shortName),
  );
  const sortColumns = { id: clubs.id, name: clubs.name, city: clubs.city };
  return page(
    selectClubs(db, where)
      .orderBy(...orderBy(q.sort, sortColumns, clubs.id))
      .limit(q.size)
      .offset(q.page * q.size)
      .then((rows) => rows.map(toPublicClub)),
    db.$count(clubs, where),
  );
}

/** The public page of an active club by its public link (listed or not); 404 CLUB_DOES_NOT_EXIST. */
export async function publicClubByLink(db: Database, publicLinkId: string): Promise<PublicClub> {
  const [row] = await selectClubs(db, and(eq(clubs.publicLinkId, publicLinkId), eq(clubs.active, true)));
  if (!row) throw new DomainError('CLUB_DOES_NOT_EXIST', 404);
  return toPublicClub(row);
}

/** A club with its notification blocks, when it exists and matches `where`. */
export async function findClub(db: Executor, id: number, where?: SQL): Promise<Club | undefined> {
  const [row] = await selectClubs(db, and(eq(clubs.id, id), where));
  return row ? (await withBlocks(db, [row]))[0] : undefined;
}

/** One club the user may see; 404 NOT_FOUND otherwise (also for another club of a club admin). */
export async function getClub(db: Database, user: AuthUser, id: number): Promise<Club> {
  const club = await findClub(db, id, visibleTo(user));
  if (!club) throw new DomainError('NOT_FOUND', 404);
  return club;
}
