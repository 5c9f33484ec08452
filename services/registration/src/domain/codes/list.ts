import { parseSort, type ListAnswer, type ReservationCode } from '@portal/contracts';
import type { z } from 'zod';
import type { reservationCodeListQuerySchema } from '@portal/contracts';
import { escapeLike, page, type AuthUser, type Database } from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '../rules/sign-up-rules';

const ORDER: Record<string, SQL> = {
  id: sql`rc.id`,
  code: sql`rc.code`,
  createdAt: sql`rc.created_at`,
  competitionName: sql`c.name`,
  used: sql`rc.used`,
};

/**
 * GET reservationCodes: filters (competition, used, part of the code), sorting and paging.
 * Club admins see only their club's codes.
 */
export async function listCodes(
  db: Database,
  user: AuthUser,
  query: z.infer<typeof reservationCodeListQuerySchema>,
): Promise<ListAnswer<ReservationCode>> {
  const where: SQL[] = [sql`true`];
  if (!isAdmin(user)) where.push(sql`rc.club_id = ${user.clubId ?? -1}`);
  if (query.competitionId !== undefined) where.push(sql`rc.competition_id = ${query.competitionId}`);
  if (query.used !== undefined) where.push(sql`rc.used = ${query.used === 'true'}`);
  if (query.code) where.push(sql`rc.code LIKE ${`%${escapeLike(query.code.toUpperCase())}%`}`);
  const filter = sql.join(where, sql` AND `);
  const sort = parseSort(query.sort) ?? { field: 'createdAt', direction: 'desc' };
  const direction = sort.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const from = sql`FROM reservation_codes rc LEFT JOIN competitions c ON c.id = rc.competition_id WHERE ${filter}`;
  const rows = db.execute(sql`
    SELECT rc.id, rc.code, rc.competition_id AS "competitionId", c.name AS "competitionName",
      rc.created_at AS "createdAt", rc.used, (rc.order_item_id IS NOT NULL AND NOT rc.used) AS bound
    ${from}
    ORDER BY ${ORDER[sort.field] ?? sql`rc.created_at`} ${direction}, rc.id ${direction}
    LIMIT ${query.size} OFFSET ${query.page * query.size}`);
  const count = db.execute(sql`SELECT count(*) AS n ${from}`);
  return page(
    rows.then((r) =>
      (r.rows as unknown as (ReservationCode & { createdAt: Date | string })[]).map((row) => ({
        ...row,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
    ),
    count.then((r) => Number((r.rows[0] as { n: string }).n)),
  );
}
