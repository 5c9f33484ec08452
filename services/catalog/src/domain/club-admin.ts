import type {
  Club,
  ClubContact,
  ClubSortField,
  ListAnswer,
  NotificationBlock,
  PublicClub,
} from '@portal/contracts';
import {
  appendEvent,
  DomainError,
  hasPermission,
  type AuthUser,
  type Database,
  containsIgnoringCase,
  orderBy,
  page,
  type ListParams,
} from '@portal/service-kit';
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { clubNotificationBlocks, clubs, documents } from '../db/schema';
import { publicFileOf, storedFileOf } from './files/file-refs';
import {
  readNotificationBlocks,
  replaceNotificationBlocks,
  type NotificationBlockInput,
} from './notification-blocks';
import type { Tx } from './reference-admin';
import { publicLists } from './public/competitions';

export const CLUB_UPSERTED = 'catalog.club.upserted';
export const CLUB_DELETED = 'catalog.club.deleted';

/** Fields only admins and portal admins set; a body without them leaves them. */
type ClubAdminField =
  'paymentUntil' | 'unlisted' | 'active' | 'bmdAccountNumber' | 'invoiceName' | 'invoiceMail';

/** A validated create or update body (empty texts are already null, the IBAN without spaces). */
export interface ClubInput
  extends
    Omit<Club, 'id' | 'publicLinkId' | 'logo' | 'contact' | 'notificationBlocks' | ClubAdminField>,
    Partial<Pick<Club, ClubAdminField>> {
  logo: { id: number } | null;
  contact: Omit<ClubContact, 'fullName'> | null;
  /** replaces the club's blocks when present; absent leaves them */
  notificationBlocks?: NotificationBlockInput[];
}

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

/** Admins and portal admins administer every club; club admins only their own. */
export const isClubsAdmin = (user: AuthUser) => hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN');

/** The clubs a user may see at all: all for admins, the own club for club admins, none otherwise. */
function visibleTo(user: AuthUser): SQL | undefined {
  if (isClubsAdmin(user)) return undefined;
  if (hasPermission(user, 'IS_CLUB_ADMIN') && user.clubId !== null) return eq(clubs.id, user.clubId);
  return sql`false`;
}

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

async function findClub(db: Executor, id: number, where?: SQL): Promise<Club | undefined> {
  const [row] = await selectClubs(db, and(eq(clubs.id, id), where));
  return row ? (await withBlocks(db, [row]))[0] : undefined;
}

/** One club the user may see; 404 NOT_FOUND otherwise (also for another club of a club admin). */
export async function getClub(db: Database, user: AuthUser, id: number): Promise<Club> {
  const club = await findClub(db, id, visibleTo(user));
  if (!club) throw new DomainError('NOT_FOUND', 404);
  return club;
}

/** Appends the upserted event of a club as it is now (also used by the demo seed). */
export async function publishClub(tx: Tx, id: number): Promise<Club> {
  const club = (await findClub(tx, id))!;
  const [{ version }] = (await tx.select({ version: clubs.version }).from(clubs).where(eq(clubs.id, id))) as [
    { version: number },
  ];
  await appendEvent(tx, 'catalog', 'catalog', { type: CLUB_UPSERTED, version, payload: club });
  return club;
}

function mapDbError(error: unknown): unknown {
  const pg = (error as { cause?: { code?: string } }).cause ?? error;
  if ((pg as { code?: string }).code === '23503') return new DomainError('REFERENCE_IN_USE', 409);
  return error;
}

/** Runs a change of clubs; once committed, the public lists (club names, blocked clubs) are recomputed. */
async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const result = await db.transaction(work);
    publicLists.clear();
    return result;
  } catch (error) {
    throw mapDbError(error);
  }
}

/** The columns of a body; the fields reserved to admins only when `admin`. */
function columnsOf(input: ClubInput, admin: boolean): Record<string, unknown> {
  const bank = input.bankInformation;
  const contact = input.contact;
  const values: Record<string, unknown> = {
    name: input.name,
    longName: input.longName,
    shortName: input.shortName,
    address: input.address,
    zip: input.zip,
    city: input.city,
    country: input.country,
    matchAddress: input.matchAddress,
    matchZip: input.matchZip,
    matchCity: input.matchCity,
    matchCountry: input.matchCountry,
    googleMapsLink: input.googleMapsLink,
    websiteLink: input.websiteLink,
    logoDocumentId: input.logo?.id ?? null,
    bankName: bank?.name ?? null,
    bankBic: bank?.bic ?? null,
    bankIban: bank?.iban ?? null,
    contactSalutation: contact?.salutation ?? null,
    contactFirstName: contact?.firstName ?? null,
    contactLastName: contact?.lastName ?? null,
    contactEmail: contact?.email ?? null,
    contactTelephone: contact?.telephone ?? null,
  };
  if (admin) {
    if (input.paymentUntil !== undefined) values.paymentUntil = input.paymentUntil;
    if (input.unlisted !== undefined) values.unlisted = input.unlisted;
    if (input.active !== undefined) {
      values.active = input.active;
      values.blockedAt = input.active ? null : sql`coalesce(${clubs.blockedAt}, now())`;
    }
    if (input.bmdAccountNumber !== undefined) values.bmdAccountNumber = input.bmdAccountNumber;
    if (input.invoiceName !== undefined) values.invoiceName = input.invoiceName;
    if (input.invoiceMail !== undefined) values.invoiceMail = input.invoiceMail;
  }
  return values;
}

/**
 * Creates (id null, admins only) or updates a club. Club admins edit only their own club (another
 * one answers 404) and never its paymentUntil, unlisted, active or invoice fields (ignored).
 */
export async function saveClub(
  db: Database,
  user: AuthUser,
  id: number | null,
  input: ClubInput,
): Promise<Club> {
  const admin = isClubsAdmin(user);
  if (!admin && (id === null || !hasPermission(user, 'IS_CLUB_ADMIN')))
    throw new DomainError('PERMISSION_DENIED', 403);
  return inTransaction(db, async (tx) => {
    if (id !== null) {
      const [row] = await tx
        .select({ id: clubs.id })
        .from(clubs)
        .where(and(eq(clubs.id, id), visibleTo(user)))
        .for('update');
      if (!row) throw new DomainError('NOT_FOUND', 404);
    }
    if (input.logo) {
      const [logo] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.id, input.logo.id),
            eq(documents.kind, 'logo'),
            // another club's upload cannot be taken over
            id === null ? undefined : or(isNull(documents.ownerClubId), eq(documents.ownerClubId, id)),
          ),
        );
      if (!logo) throw new DomainError('FIELD_INVALID', 400, 'logo');
    }
    const values = columnsOf(input, admin);
    let savedId = id;
    if (savedId === null) {
      values.blockedAt = values.active === false ? new Date() : null;
      const [created] = await tx
        .insert(clubs)
        .values(values as typeof clubs.$inferInsert)
        .returning({ id: clubs.id });
      savedId = created!.id;
    } else {
      await tx
        .update(clubs)
        .set({ ...values, version: sql`${clubs.version} + 1` } as never)
        .where(eq(clubs.id, savedId));
    }
    if (input.notificationBlocks !== undefined)
      await replaceNotificationBlocks(tx, clubNotificationBlocks, savedId, input.notificationBlocks);
    return publishClub(tx, savedId);
  });
}

/** Blocks (active false) or unblocks a club; 404 when there is none. */
export async function setClubActive(
  db: Database,
  user: AuthUser,
  id: number,
  active: boolean,
): Promise<void> {
  if (!isClubsAdmin(user)) throw new DomainError('PERMISSION_DENIED', 403);
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(clubs)
      .set({
        active,
        blockedAt: active ? null : sql`coalesce(${clubs.blockedAt}, now())`,
        version: sql`${clubs.version} + 1`,
      })
      .where(eq(clubs.id, id))
      .returning({ id: clubs.id });
    if (!row) throw new DomainError('NOT_FOUND', 404);
    await publishClub(tx, id);
  });
}

/** Deletes the clubs of the ids that exist, one deleted event each; answers how many. */
export async function deleteClubs(db: Database, user: AuthUser, ids: number[]): Promise<number> {
  if (!isClubsAdmin(user)) throw new DomainError('PERMISSION_DENIED', 403);
  return inTransaction(db, async (tx) => {
    const deleted = await tx
      .delete(clubs)
      .where(inArray(clubs.id, [...new Set(ids)]))
      .returning({ id: clubs.id, version: clubs.version });
    for (const row of deleted) {
      await appendEvent(tx, 'catalog', 'catalog', {
        type: CLUB_DELETED,
        // newer than the last upsert, so replicas apply it after whatever they hold
        version: row.version + 1,
        payload: { id: row.id },
      });
    }
    return deleted.length;
  });
}

/** An IBAN without spaces, upper case. */
export const normalizeIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: country, two check digits, up to 30 letters or digits; the mod 97 remainder is 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}
