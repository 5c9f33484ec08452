import type { Club, ClubContact } from '@portal/contracts';
import { appendEvent, DomainError, hasPermission, type AuthUser, type Database } from '@portal/service-kit';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { clubNotificationBlocks, clubs, documents } from '../../db/schema';
import { replaceNotificationBlocks, type NotificationBlockInput } from '../notification-blocks';
import { publicLists } from '../public/competitions';
import type { Tx } from '../reference-admin';
import { isClubsAdmin, visibleTo } from './access';
import { findClub } from './read';

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
