import type { ListAnswer, MailLogEntry, MailLogQuery } from '@portal/contracts';
import { DomainError, hasPermission, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { competitionById } from '../db/competitions';
import { mailLog, recipients } from '../db/schema';

const isAdmin = (user: AuthUser) => hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN');

/**
 * The mail log of one competition or one user for the back-office: admins see every log; a club's
 * admin sees the log of their club's competitions and of their club's users only.
 */
export async function readMailLog(
  db: Database,
  user: AuthUser,
  q: MailLogQuery,
): Promise<ListAnswer<MailLogEntry>> {
  if ((q.competitionId === undefined) === (q.userId === undefined))
    throw new DomainError(
      'FIELD_IS_REQUIRED',
      400,
      q.competitionId === undefined ? 'competitionId' : 'userId',
    );
  if (!isAdmin(user)) {
    if (user.clubId === null) throw new DomainError('PERMISSION_DENIED', 403);
    const clubId =
      q.competitionId !== undefined
        ? ((await competitionById(db, q.competitionId))?.clubId ?? null)
        : ((
            (
              await db.execute(
                sql`SELECT club_id AS "clubId" FROM ${recipients} WHERE user_id = ${q.userId!}`,
              )
            ).rows[0] as { clubId: number | null } | undefined
          )?.clubId ?? null);
    if (clubId !== user.clubId) throw new DomainError('PERMISSION_DENIED', 403);
  }
  const where =
    q.competitionId !== undefined ? sql`competition_id = ${q.competitionId}` : sql`user_id = ${q.userId!}`;
  const direction = q.sort?.toLowerCase().endsWith(',asc') ? sql`ASC` : sql`DESC`;
  const [page, count] = await Promise.all([
    db.execute(sql`
      SELECT id::int AS id, to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "sentAt",
        type, recipient, subject, status, error, cause, user_id AS "userId", competition_id AS "competitionId"
      FROM ${mailLog} WHERE ${where}
      ORDER BY sent_at ${direction}, id ${direction} LIMIT ${q.size} OFFSET ${q.page * q.size}`),
    db.execute(sql`SELECT count(*)::int AS n FROM ${mailLog} WHERE ${where}`),
  ]);
  return {
    content: page.rows as unknown as MailLogEntry[],
    totalElements: (count.rows[0] as { n: number }).n,
  };
}
