import {
  parseSort,
  type AdminOrderItem,
  type ListAnswer,
  type OrderItemListQuery,
  type OrderItemSortField,
} from '@portal/contracts';
import { DomainError, escapeLike, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import { administeredBy, checkCompetitionAccess, isPrivileged } from './access';

/**
 * The back-office's registrations: every item of a RESERVED order that is not a released hold,
 * cancelled ones included (shown as `Abgemeldet`). `registrationEnded` and `archive` are the
 * stored states the item-state jobs set (jobs/item-states.ts).
 */
const COLUMNS = sql`
  i.id, i.order_id AS "orderId", i.user_id AS "userId", i.competition_id AS "competitionId",
  COALESCE(c.name, '') AS "competitionName", i.squad_id AS "squadId", s.name AS "squadName",
  i.squad_stand_id AS "squadStandId", st.name AS "squadStandName",
  i.first_name AS "firstName", i.last_name AS "lastName", i.email,
  i.club_id AS "clubId", club.name AS "clubName", i.division_id AS "divisionId", division.name AS "divisionName",
  i.competition_class_id AS "competitionClassId", class.name AS "competitionClassName",
  i.factor_id AS "factorId", factor.name AS "factorName", i.country,
  i.waiting_list AS "waitingList", i.paid, i.paid2, i.cancelled,
  i.registration_ended AS "registrationEnded", i.archive,
  i.created_at AS "createdAt"`;

const FROM = sql`
  FROM order_items i JOIN orders o ON o.id = i.order_id
  LEFT JOIN competitions c ON c.id = i.competition_id
  LEFT JOIN squads s ON s.id = i.squad_id
  LEFT JOIN squad_stands st ON st.id = i.squad_stand_id
  LEFT JOIN reference_names club ON club.kind = 'clubs' AND club.id = i.club_id
  LEFT JOIN reference_names division ON division.kind = 'divisions' AND division.id = i.division_id
  LEFT JOIN reference_names class ON class.kind = 'competitionClasses' AND class.id = i.competition_class_id
  LEFT JOIN reference_names factor ON factor.kind = 'factors' AND factor.id = i.factor_id
  WHERE o.status = 'RESERVED' AND NOT i.released`;

const SORT: Record<string, SQL> = {
  id: sql`i.id`,
  lastName: sql`lower(i.last_name)`,
  firstName: sql`lower(i.first_name)`,
  email: sql`lower(i.email)`,
  squadName: sql`lower(s.name)`,
  clubName: sql`lower(club.name)`,
  divisionName: sql`lower(division.name)`,
  createdAt: sql`i.created_at`,
  paid: sql`i.paid`,
  paid2: sql`i.paid2`,
  cancelled: sql`i.cancelled`,
  waitingList: sql`i.waiting_list`,
} satisfies Record<OrderItemSortField, SQL>;

type Row = AdminOrderItem & { createdAt: string | Date };

/** Club admins do not see the privileged user id. */
const shape =
  (user: AuthUser) =>
  (row: Row): AdminOrderItem => ({
    ...row,
    userId: isPrivileged(user) ? row.userId : null,
    createdAt: new Date(row.createdAt).toISOString(),
  });

/** GET orderItems: a competition's registrations with filters, sorting and paging. */
export async function listOrderItems(
  db: DbExecutor,
  user: AuthUser,
  query: OrderItemListQuery,
): Promise<ListAnswer<AdminOrderItem>> {
  await checkCompetitionAccess(db, user, query.competitionId);
  const where: SQL[] = [sql`i.competition_id = ${query.competitionId}`];
  if (query.squadId !== undefined) where.push(sql`i.squad_id = ${query.squadId}`);
  if (query.paid !== undefined) where.push(sql`i.paid = ${query.paid === 'true'}`);
  if (query.cancelled !== undefined) where.push(sql`i.cancelled = ${query.cancelled === 'true'}`);
  if (query.waitingList !== undefined) where.push(sql`i.waiting_list = ${query.waitingList === 'true'}`);
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where.push(sql`(i.first_name ILIKE ${like} OR i.last_name ILIKE ${like} OR i.email ILIKE ${like}
      OR concat_ws(' ', i.first_name, i.last_name) ILIKE ${like})`);
  }
  const filter = sql.join(where, sql` AND `);
  const sort = parseSort(query.sort) ?? { field: 'id', direction: 'asc' };
  const direction = sql.raw(sort.direction === 'desc' ? 'DESC' : 'ASC');
  const { rows } = await db.execute(sql`
    SELECT ${COLUMNS} ${FROM} AND ${filter}
    ORDER BY ${SORT[sort.field] ?? sql`i.id`} ${direction} NULLS LAST, i.id ${direction}
    LIMIT ${query.size} OFFSET ${query.page * query.size}`);
  const { rows: count } = await db.execute(sql`SELECT count(*)::int AS n ${FROM} AND ${filter}`);
  return {
    content: (rows as unknown as Row[]).map(shape(user)),
    totalElements: (count[0] as { n: number }).n,
  };
}

async function selectItems(db: DbExecutor, where: SQL): Promise<Row[]> {
  const { rows } = await db.execute(sql`SELECT ${COLUMNS} ${FROM} AND ${where} ORDER BY i.id`);
  return rows as unknown as Row[];
}

/** The items (in id order) the caller administers; the answers of every change. */
export async function readAdminItems(db: DbExecutor, user: AuthUser, where: SQL): Promise<AdminOrderItem[]> {
  return (await selectItems(db, sql`${administeredBy(user)} AND ${where}`)).map(shape(user));
}

/** GET orderItems/{id}: 404 ORDER_ITEM_NOT_FOUND, another club's 403 PERMISSION_DENIED. */
export async function findAdminItem(db: DbExecutor, user: AuthUser, itemId: number): Promise<AdminOrderItem> {
  const [item] = await selectItems(db, sql`i.id = ${itemId}`);
  if (!item) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
  await checkCompetitionAccess(db, user, item.competitionId);
  return shape(user)(item);
}
