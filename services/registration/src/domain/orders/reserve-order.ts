import type { PreparedOrder, ReserveOrderBody } from '@portal/contracts';
import type { AuthUser, Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { admitReserved } from '../reservations/admission';
import { attachOrderToCart } from '../cart/attach-order';
import { checkGuestReserve } from '../guests/budgets';
import type { GuestPass } from '../guests/sessions';
import { checkChoiceIds } from '../rules/choice-ids';
import { checkMembersOnly } from '../rules/members-only';
import { checkReservation, completesAtReserve } from '../rules/sign-up-rules';
import { promoteReservedEntry } from '../seats/promotion';
import { confirmHeldPlace, publishOccupancy } from '../seats/squad-occupancy';
import { lockItemForReserve } from './event-order';
import { reserveSigner, signerFor } from './on-behalf';
import { findCompetition, findSquad, orderView } from './rows';
import { announceReserved, announceSignedOn } from './sign-on-event';

/**
 * reserveOrder (docs/seat-invariant.md): the personal data and terms; the held place
 * becomes a confirmed one and the order RESERVED, in one transaction. A hold that ran out, was
 * reserved already (a replayed call) or never existed answers 404 PREPARED_ORDER_NOT_FOUND.
 * The caller removes the expiry job after the commit (a job that fires first finds no PREPARE
 * order and changes nothing).
 */
export async function reserveOrder(
  db: Database,
  user: AuthUser,
  body: ReserveOrderBody,
  /** a caller without account: the order must be this session's, the e-mail's rules apply */
  guest: GuestPass | null = null,
): Promise<PreparedOrder> {
  return db.transaction(async (tx) => {
    const { ownerId, onBehalf, order } = await reserveSigner(tx, user, body.token, body.order);
    const item = await lockItemForReserve(tx, body.token, ownerId);
    const competition = (await findCompetition(tx, item.competitionId))!;
    const squad = (await findSquad(tx, item.squadId))!;
    checkMembersOnly(competition, user, onBehalf ? (await signerFor(tx, user, ownerId)).user : user);
    const given = order.orderItems?.[0] ?? {};
    // events take no division, class or factor: none is stored for them
    const choice = competition.event
      ? { ...given, divisionId: null, competitionClassId: null, factorId: null }
      : given;
    checkReservation(competition, squad, user, choice, order.agbs);
    await checkChoiceIds(tx, competition.id, choice);
    if (guest) await checkGuestReserve(tx, guest, item.orderId, competition.id, order.email);
    await admitReserved(tx, item.itemId, choice);

    if (!item.waitingList && item.status === 'PREPARE') {
      const row = await confirmHeldPlace(tx, item.squadId);
      if (row) await publishOccupancy(tx, row);
    }
    await tx.execute(sql`
      UPDATE orders SET status = 'RESERVED', reserved_at = COALESCE(reserved_at, now()), expires_at = NULL,
        first_name = ${order.firstName}, last_name = ${order.lastName}, email = ${order.email},
        terms_accepted = ${order.agbs === true}
      WHERE id = ${item.orderId}`);
    await tx.execute(sql`
      UPDATE order_items SET first_name = ${order.firstName}, last_name = ${order.lastName},
        email = ${order.email}, division_id = ${choice.divisionId ?? null},
        competition_class_id = ${choice.competitionClassId ?? null}, factor_id = ${choice.factorId ?? null},
        country = ${choice.country ?? null}, state = ${choice.state ?? null},
        locale = COALESCE(${choice.locale ?? null}, locale)
      WHERE id = ${item.itemId} OR multiple_waiting_list_uuid =
        (SELECT g.multiple_waiting_list_uuid FROM order_items g WHERE g.id = ${item.itemId})`);
    if (item.waitingList) await promoteReservedEntry(tx, item.itemId); // a place may be free by now
    await announceReserved(tx, item.itemId, onBehalf);
    const cart = await attachOrderToCart(tx, user, item.orderId, body);
    // an order made for someone else, or an admin's or club admin's own, joins no cart: it is
    // complete now, not at a checkout
    if (onBehalf || completesAtReserve(user)) await announceSignedOn(tx, [item.itemId]);
    return { ...(await orderView(tx, item.orderId)), ...cart, ...(onBehalf ? { onBehalf } : {}) };
  });
}
