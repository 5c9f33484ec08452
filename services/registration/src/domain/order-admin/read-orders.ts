import {
  parseSort,
  type AdminOrder,
  type AdminOrderDetails,
  type ListAnswer,
  type OrderListQuery,
  type OrderSortField,
} from '@portal/contracts';
import { DomainError, escapeLike, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import { administeredBy } from './access';
import { readAdminItems } from './read-items';

const SORT: Record<string, SQL> = {
  id: sql`o.id`,
  lastName: sql`lower(o.last_name)`,
  email: sql`lower(o.email)`,
  createdAt: sql`o.created_at`,
} satisfies Record<OrderSortField, SQL>;

/**
 * Reserved orders with the registrations the caller administers (club admins: their club's
 * competitions only, so an order shows only those items). An order counts as paid or cancelled
 * only if all its (shown) items are (docs/order-admin.md).
 */
function ordersSql(user: AuthUser, where: SQL) {
  return sql`
    FROM orders o JOIN order_items i ON i.order_id = o.id LEFT JOIN competitions c ON c.id = i.competition_id
    WHERE o.status = 'RESERVED' AND NOT i.released AND ${administeredBy(user)} AND ${where}
    GROUP BY o.id`;
}

const COLUMNS = sql`
  o.id, o.first_name AS "firstName", o.last_name AS "lastName", o.email, o.user_id AS "userId",
  o.created_at AS "createdAt", array_agg(DISTINCT COALESCE(c.name, '')) AS "competitionNames",
  count(*)::int AS "itemCount", bool_and(i.paid) AS paid, bool_and(i.cancelled) AS cancelled`;

const shape = (row: AdminOrder & { createdAt: string | Date }): AdminOrder => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** GET orders: page 0, 25 per page, id ascending unless asked otherwise. */
export async function listOrders(
  db: DbExecutor,
  user: AuthUser,
  query: OrderListQuery,
): Promise<ListAnswer<AdminOrder>> {
  const where: SQL[] = [sql`true`];
  if (query.competitionId !== undefined) where.push(sql`i.competition_id = ${query.competitionId}`);
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where.push(sql`(o.first_name ILIKE ${like} OR o.last_name ILIKE ${like} OR o.email ILIKE ${like}
      OR concat_ws(' ', o.first_name, o.last_name) ILIKE ${like} OR o.id::text = ${query.search})`);
  }
  const from = ordersSql(user, sql.join(where, sql` AND `));
  const sort = parseSort(query.sort) ?? { field: 'id', direction: 'asc' };
  const direction = sql.raw(sort.direction === 'desc' ? 'DESC' : 'ASC');
  const { rows } = await db.execute(sql`
    SELECT ${COLUMNS} ${from}
    ORDER BY ${SORT[sort.field] ?? sql`o.id`} ${direction} NULLS LAST, o.id ${direction}
    LIMIT ${query.size} OFFSET ${query.page * query.size}`);
  const { rows: count } = await db.execute(sql`SELECT count(*)::int AS n FROM (SELECT o.id ${from}) t`);
  return {
    content: (rows as unknown as (AdminOrder & { createdAt: string })[]).map(shape),
    totalElements: (count[0] as { n: number }).n,
  };
}

/** GET orders/{id} (orderDetails): 404 ORDER_ITEM_NOT_FOUND when the caller administers none of it. */
export async function findOrder(db: DbExecutor, user: AuthUser, orderId: number): Promise<AdminOrderDetails> {
  const { rows } = await db.execute(sql`SELECT ${COLUMNS} ${ordersSql(user, sql`o.id = ${orderId}`)}`);
  const order = rows[0] as (AdminOrder & { createdAt: string }) | undefined;
  if (!order) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
  return { ...shape(order), orderItems: await readAdminItems(db, user, sql`i.order_id = ${orderId}`) };
}

/** The competition's squads with their occupancy and stands (change squad, filters, edit). */
export async function listCompetitionSquads(db: DbExecutor, competitionId: number) {
  const { rows } = await db.execute(sql`
    SELECT s.id, s.name, COALESCE(oc.taken + oc.held, 0)::int AS taken, COALESCE(oc.size, 0)::int AS size,
      COALESCE(oc.waiting, 0)::int AS waiting, COALESCE(oc.max_waiting_list_size, 0)::int AS "maxWaitingListSize",
      COALESCE((SELECT json_agg(json_build_object('id', st.id, 'name', st.name, 'available', NOT EXISTS (
          SELECT 1 FROM order_items u WHERE u.squad_stand_id = st.id AND NOT u.cancelled AND NOT u.released))
        ORDER BY st.id) FROM squad_stands st WHERE st.squad_id = s.id AND NOT st.removed), '[]'::json) AS stands
    FROM squads s LEFT JOIN squad_occupancy oc ON oc.squad_id = s.id
    WHERE s.competition_id = ${competitionId} AND NOT s.removed ORDER BY s.id`);
  return rows;
}
