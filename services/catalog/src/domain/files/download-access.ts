import { DomainError, hasPermission, type AuthUser, type Database } from '@portal/service-kit';
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import {
  advertisings,
  clubs,
  competitionTypes,
  competitionUploads,
  competitions,
  documents,
} from '../../db/schema';
import { runningAdvert } from '../public-adverts';
import { listedFor } from '../public/visibility';

/** How a download names its file: the back-office by sequential id, everything public by public id. */
export type DocumentRef = { id: number } | { publicId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isPortalAdmin = (user: AuthUser) => hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN');

/**
 * Uploads of the user's own club (club admins): uploaded by one of its admins, its logo, or a
 * document of one of its competitions.
 */
function ownClubs(db: Database, user: AuthUser): SQL {
  const clubId = user.clubId;
  if (!hasPermission(user, 'IS_CLUB_ADMIN') || clubId === null) return sql`false`;
  return or(
    eq(documents.ownerClubId, clubId),
    exists(
      db
        .select({ one: sql`1` })
        .from(clubs)
        .where(and(eq(clubs.id, clubId), eq(clubs.logoDocumentId, documents.id))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(competitionUploads)
        .innerJoin(competitions, eq(competitions.id, competitionUploads.competitionId))
        .where(and(eq(competitionUploads.documentId, documents.id), eq(competitions.clubId, clubId))),
    ),
  )!;
}

/**
 * Reachable by the public: a document of a competition the user sees in the lists (viewType,
 * active, not deleted, club active), the logo of an active club, an image of a running advert, or
 * a competition type's image.
 */
function publiclyVisible(db: Database, user: AuthUser): SQL {
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(competitionUploads)
        .innerJoin(competitions, eq(competitions.id, competitionUploads.competitionId))
        .innerJoin(clubs, eq(clubs.id, competitions.clubId))
        .where(and(eq(competitionUploads.documentId, documents.id), listedFor(user))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(clubs)
        .where(and(eq(clubs.logoDocumentId, documents.id), eq(clubs.active, true))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(advertisings)
        .where(
          and(
            or(
              eq(advertisings.imageDocumentId, documents.id),
              eq(advertisings.detailImageDocumentId, documents.id),
            ),
            runningAdvert(),
          ),
        ),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(competitionTypes)
        .where(eq(competitionTypes.logo, sql`${documents.publicId}::text`)),
    ),
  )!;
}

/**
 * The upload the user may download, else 404 NOT_FOUND (an existing but hidden file answers the
 * same as a missing one). Admins and portal admins get every upload, club admins their club's;
 * by sequential id nobody else gets anything, by public id everybody what is publicly visible.
 */
export async function findDownloadable(
  db: Database,
  user: AuthUser,
  ref: DocumentRef,
  kind?: 'logo',
): Promise<typeof documents.$inferSelect> {
  if ('publicId' in ref && !UUID.test(ref.publicId)) throw new DomainError('NOT_FOUND', 404);
  const admin = isPortalAdmin(user);
  const allowed = admin
    ? undefined
    : 'publicId' in ref
      ? or(ownClubs(db, user), publiclyVisible(db, user))
      : ownClubs(db, user);
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        'publicId' in ref ? eq(documents.publicId, ref.publicId.toLowerCase()) : eq(documents.id, ref.id),
        kind ? eq(documents.kind, kind) : undefined,
        allowed,
      ),
    );
  if (!row) throw new DomainError('NOT_FOUND', 404);
  return row;
}
