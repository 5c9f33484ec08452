import { DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { releaseEarlierHolds } from '../orders/own-earlier-holds';
import type { GuestPass } from './sessions';

/** A live registration (alias `i`, order `o`): a running hold or a reserved item still standing. */
const LIVE = sql`NOT i.cancelled AND NOT i.released
  AND (o.status = 'RESERVED' OR (o.status = 'PREPARE' AND o.expires_at > now()))`;

/**
 * Before a guest's seat is taken, in its transaction (docs/guest-holds.md): transaction advisory
 * locks on the session, the address and the competition, always in this order (no deadlock; the
 * seat's row lock is taken after them), serialize the guests whose counts could meet, so racing
 * loops cannot pass a budget together. Then the session's own running holds (a dialog left whose
 * release never arrived, a reload) are given back, so a guest's earlier hold never blocks the same
 * guest, and their orders returned for the expiry job. Then:
 * - the session holds no live registration (a reserved one): ONLY_ONE_COMPETITION_FOR_GUEST;
 * - the address holds fewer than `holdsPerAddress` unconfirmed (unpaid) guest registrations:
 *   GUEST_ADDRESS_LIMIT (429; generous, many people share an address behind carrier-grade NAT);
 * - guests hold less than `sharePercent` of the competition's places and waiting slots
 *   unconfirmed: GUEST_PLACES_EXHAUSTED (409), so signed-in shooters always find the rest.
 */
export async function admitGuest(
  tx: DbExecutor,
  guest: GuestPass,
  competitionId: number,
  squadIds: readonly number[],
): Promise<number[]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('guest-session'), hashtext(${guest.session}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('guest-address'), hashtext(${guest.address}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('guest-competition'), ${competitionId})`);
  const { rows: own } = await tx.execute(sql`
    SELECT o.id FROM guest_holds g JOIN orders o ON o.id = g.order_id
    WHERE g.session = ${guest.session} AND o.status = 'PREPARE' ORDER BY o.id`);
  const released = (own as { id: number }[]).map((row) => row.id);
  await releaseEarlierHolds(tx, released, squadIds);
  const { rows } = await tx.execute(sql`
    SELECT
      (SELECT count(*) FROM guest_holds g JOIN orders o ON o.id = g.order_id
        JOIN order_items i ON i.order_id = o.id
        WHERE g.session = ${guest.session} AND ${LIVE})::int AS "ofSession",
      (SELECT count(DISTINCT o.id) FROM guest_holds g JOIN orders o ON o.id = g.order_id
        JOIN order_items i ON i.order_id = o.id
        WHERE g.address = ${guest.address} AND NOT i.paid AND ${LIVE})::int AS "ofAddress",
      (SELECT count(DISTINCT o.id) FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.competition_id = ${competitionId} AND i.user_id IS NULL AND NOT i.paid AND ${LIVE})::int
        AS "ofCompetition",
      (SELECT coalesce(sum(q.squad_size + q.squad_max_waiting_list_size), 0)
        FROM squads s JOIN squad_occupancy q ON q.squad_id = s.id
        WHERE s.competition_id = ${competitionId} AND NOT s.removed)::int AS capacity`);
  const counts = rows[0] as { ofSession: number; ofAddress: number; ofCompetition: number; capacity: number };
  const { holdsPerAddress, sharePercent } = guest.policy;
  if (counts.ofSession > 0) throw new DomainError('ONLY_ONE_COMPETITION_FOR_GUEST', 409);
  if (counts.ofAddress >= holdsPerAddress) throw new DomainError('GUEST_ADDRESS_LIMIT', 429);
  if (counts.ofCompetition >= Math.ceil((counts.capacity * sharePercent) / 100))
    throw new DomainError('GUEST_PLACES_EXHAUSTED', 409);
  return released;
}

/** Records the guest order's session and address (same transaction as the order). */
export async function tagGuestOrder(tx: DbExecutor, guest: GuestPass, orderId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO guest_holds (order_id, session, address) VALUES (${orderId}, ${guest.session}, ${guest.address})`);
}

/**
 * reserveOrder by a guest: the order must be this session's (a tagged order of another session
 * answers ACCESS_DENIED, as another user's order does), and the e-mail may hold no other live
 * registration of the competition (MULTIPLE_REGISTRATION: guests are never payment-valid for a
 * second one) nor, as a guest, one of another competition (ONLY_ONE_COMPETITION_FOR_GUEST).
 * An advisory lock on the e-mail serializes racing reservations with the same address.
 */
export async function checkGuestReserve(
  tx: DbExecutor,
  guest: GuestPass,
  orderId: number,
  competitionId: number,
  email: string,
): Promise<void> {
  const { rows: tags } = await tx.execute(sql`SELECT session FROM guest_holds WHERE order_id = ${orderId}`);
  const tag = tags[0] as { session: string } | undefined;
  if (tag && tag.session !== guest.session) throw new DomainError('ACCESS_DENIED', 403);
  const mail = email.trim().toLowerCase();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('guest-email'), hashtext(${mail}))`);
  const { rows } = await tx.execute(sql`
    SELECT bool_or(i.competition_id = ${competitionId}) AS same, count(*)::int AS n
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE lower(i.email) = ${mail} AND o.id <> ${orderId} AND ${LIVE}
      AND (i.competition_id = ${competitionId} OR i.user_id IS NULL)`);
  const other = rows[0] as { same: boolean | null; n: number };
  if (other.same) throw new DomainError('MULTIPLE_REGISTRATION', 409, 'email');
  if (other.n > 0) throw new DomainError('ONLY_ONE_COMPETITION_FOR_GUEST', 409, 'email');
}
