import {
  parseSort,
  type ListAnswer,
  type Reservation,
  type ReservationBody,
  type reservationListQuerySchema,
} from '@portal/contracts';
import {
  DomainError,
  hasPermission,
  page,
  type AuthUser,
  type Database,
  type DbExecutor,
} from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isAdmin } from '../rules/sign-up-rules';

/**
 * Named reservations (docs/registration.md). Admins and portal admins manage all of
 * them. A club admin manages a reservation whose competitions are all of their own club (and
 * at least one), so a club admin can neither grant access to another club's competition nor
 * see whom another club let in. Every user sees (read-only) the reservations that list them.
 */

const managedBy = (user: AuthUser): SQL =>
  isAdmin(user)
    ? sql`true`
    : hasPermission(user, 'IS_CLUB_ADMIN') && user.clubId !== null
      ? sql`(cardinality(r.competition_ids) > 0 AND NOT EXISTS (
          SELECT 1 FROM unnest(r.competition_ids) AS x(cid) LEFT JOIN competitions c ON c.id = x.cid
          WHERE c.club_id IS DISTINCT FROM ${user.clubId}))`
      : sql`false`;

const visibleTo = (user: AuthUser): SQL => sql`(${managedBy(user)} OR ${user.id ?? -1} = ANY(r.user_ids))`;

const view = (extra: SQL = sql``) => sql`
  SELECT r.id, r.user_ids AS users, r.competition_ids AS competitions, r.division_ids AS divisions,
    r.competition_class_ids AS "competitionClasses", r.factor_ids AS factors, r.qualification,
    r.max_reservations AS "maxReservations", r.valid_until AS "validUntil",
    (SELECT coalesce(json_agg(json_build_object('id', u.id, 'username', u.username) ORDER BY u.username), '[]')
      FROM users u WHERE u.id = ANY(r.user_ids)) AS "userNames",
    (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name), '[]')
      FROM competitions c WHERE c.id = ANY(r.competition_ids)) AS "competitionNames" ${extra}
  FROM reservations r`;

const toReservation = (row: Record<string, unknown>): Reservation => {
  const { total: _total, ...rest } = row;
  const validUntil = rest.validUntil as Date | string | null;
  return {
    ...(rest as unknown as Reservation),
    validUntil: validUntil === null ? null : new Date(validUntil).toISOString(),
  };
};

const ORDER: Record<string, SQL> = {
  id: sql`r.id`,
  maxReservations: sql`r.max_reservations`,
  validUntil: sql`r.valid_until`,
  qualification: sql`r.qualification`,
};

/** GET reservations: what the caller may see; a shooter may filter by their own id only. */
export async function listReservations(
  db: Database,
  user: AuthUser,
  query: z.infer<typeof reservationListQuerySchema>,
): Promise<ListAnswer<Reservation>> {
  const where: SQL[] = [visibleTo(user)];
  if (query.userId !== undefined) {
    if (!isAdmin(user) && !hasPermission(user, 'IS_CLUB_ADMIN') && query.userId !== user.id)
      throw new DomainError('PERMISSION_DENIED', 403);
    where.push(sql`${query.userId} = ANY(r.user_ids)`);
  }
  if (query.competitionId !== undefined) where.push(sql`${query.competitionId} = ANY(r.competition_ids)`);
  const sort = parseSort(query.sort) ?? { field: 'id', direction: 'desc' };
  const direction = sort.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const filter = sql.join(where, sql` AND `);
  return page(
    db
      .execute(
        sql`${view()} WHERE ${filter}
      ORDER BY ${ORDER[sort.field] ?? sql`r.id`} ${direction} NULLS LAST, r.id ${direction}
      LIMIT ${query.size} OFFSET ${query.page * query.size}`,
      )
      .then((r) => r.rows.map(toReservation)),
    db
      .execute(sql`SELECT count(*) AS n FROM reservations r WHERE ${filter}`)
      .then((r) => Number((r.rows[0] as { n: string }).n)),
  );
}

/** GET reservations/{id}: 404 when unknown, 403 when the caller may not see it. */
export async function readReservation(db: DbExecutor, user: AuthUser, id: number): Promise<Reservation> {
  const { rows } = await db.execute(sql`${view(sql`, ${visibleTo(user)} AS visible`)} WHERE r.id = ${id}`);
  const row = rows[0] as (Record<string, unknown> & { visible: boolean }) | undefined;
  if (!row) throw new DomainError('NOT_FOUND', 404);
  if (!row.visible) throw new DomainError('PERMISSION_DENIED', 403);
  const { visible: _visible, ...rest } = row;
  return toReservation(rest);
}

/** Divisions, classes and factors must be known to the names replica (catalog's reference data). */
async function checkReferences(tx: DbExecutor, kind: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await tx.execute(sql`
    SELECT count(*) AS n FROM reference_names
    WHERE kind = ${kind} AND id = ANY(${sql.param(ids)}::integer[]) AND NOT deleted`);
  if (Number((rows[0] as { n: string }).n) !== new Set(ids).size)
    throw new DomainError('FIELD_INVALID', 400, kind);
}

/** Users must be known (NO_USER) and competitions too; a club admin only for their club's. */
async function checkBody(tx: DbExecutor, user: AuthUser, body: ReservationBody): Promise<void> {
  const users = await tx.execute(sql`
    SELECT count(*) AS n FROM users WHERE id = ANY(${sql.param(body.users)}::integer[]) AND NOT deleted`);
  if (Number((users.rows[0] as { n: string }).n) !== new Set(body.users).size)
    throw new DomainError('NO_USER', 400, 'users');
  const { rows } = await tx.execute(sql`
    SELECT id, club_id AS "clubId" FROM competitions
    WHERE id = ANY(${sql.param(body.competitions)}::integer[]) AND NOT deleted`);
  const competitions = rows as { id: number; clubId: number | null }[];
  if (competitions.length !== new Set(body.competitions).size)
    throw new DomainError('COMPETITION_DOESNT_EXIST', 404, 'competitions');
  await checkReferences(tx, 'divisions', body.divisions);
  await checkReferences(tx, 'competitionClasses', body.competitionClasses);
  await checkReferences(tx, 'factors', body.factors);
  if (isAdmin(user)) return;
  if (competitions.length === 0 || competitions.some((c) => c.clubId !== user.clubId))
    throw new DomainError('PERMISSION_DENIED', 403, 'competitions');
}

const columns = (body: ReservationBody) => ({
  users: sql`${sql.param([...new Set(body.users)])}::integer[]`,
  competitions: sql`${sql.param([...new Set(body.competitions)])}::integer[]`,
  divisions: sql`${sql.param([...new Set(body.divisions)])}::integer[]`,
  classes: sql`${sql.param([...new Set(body.competitionClasses)])}::integer[]`,
  factors: sql`${sql.param([...new Set(body.factors)])}::integer[]`,
});

export async function createReservation(
  db: Database,
  user: AuthUser,
  body: ReservationBody,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await checkBody(tx, user, body);
    const c = columns(body);
    const { rows } = await tx.execute(sql`
      INSERT INTO reservations (user_ids, competition_ids, division_ids, competition_class_ids, factor_ids,
        qualification, max_reservations, valid_until, created_by)
      VALUES (${c.users}, ${c.competitions}, ${c.divisions}, ${c.classes}, ${c.factors}, ${body.qualification},
        ${body.maxReservations}, ${body.validUntil}, ${user.id})
      RETURNING id`);
    return readReservation(tx, user, (rows[0] as { id: number }).id);
  });
}

export async function updateReservation(
  db: Database,
  user: AuthUser,
  id: number,
  body: ReservationBody,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      SELECT ${managedBy(user)} AS managed FROM reservations r WHERE r.id = ${id} FOR UPDATE`);
    const row = rows[0] as { managed: boolean } | undefined;
    if (!row) throw new DomainError('NOT_FOUND', 404);
    if (!row.managed) throw new DomainError('PERMISSION_DENIED', 403);
    await checkBody(tx, user, body);
    const c = columns(body);
    await tx.execute(sql`
      UPDATE reservations SET user_ids = ${c.users}, competition_ids = ${c.competitions},
        division_ids = ${c.divisions}, competition_class_ids = ${c.classes}, factor_ids = ${c.factors},
        qualification = ${body.qualification}, max_reservations = ${body.maxReservations},
        valid_until = ${body.validUntil}
      WHERE id = ${id}`);
    return readReservation(tx, user, id);
  });
}
