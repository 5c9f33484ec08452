import type { OrderItemSnapshot, ReservationCodeSnapshot } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/** registration's order items (confirmed orders only), newer versions only. */
export async function applyRegistration(
  tx: DbExecutor,
  i: OrderItemSnapshot,
  version: number,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO export.registrations (item_id, version, order_id, order_status, payment_method,
      competition_id, squad_id, squad_stand_id, reservation_code, waiting_list, user_id, first_name,
      last_name, email, club_id, division_id, competition_class_id, factor_id, country, state,
      cancelled, paid, paid2, released, created_at)
    VALUES (${i.itemId}, ${version}, ${i.orderId}, ${i.orderStatus}, ${i.paymentMethod},
      ${i.competitionId}, ${i.squadId}, ${i.squadStandId}, ${i.reservationCode}, ${i.waitingList},
      ${i.userId}, ${i.firstName}, ${i.lastName}, ${i.email}, ${i.clubId}, ${i.divisionId},
      ${i.competitionClassId}, ${i.factorId}, ${i.country}, ${i.state}, ${i.cancelled}, ${i.paid},
      ${i.paid2}, ${i.released}, ${i.createdAt})
    ON CONFLICT (item_id) DO UPDATE SET version = excluded.version, order_id = excluded.order_id,
      order_status = excluded.order_status, payment_method = excluded.payment_method,
      competition_id = excluded.competition_id, squad_id = excluded.squad_id,
      squad_stand_id = excluded.squad_stand_id, reservation_code = excluded.reservation_code,
      waiting_list = excluded.waiting_list, user_id = excluded.user_id,
      first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
      club_id = excluded.club_id, division_id = excluded.division_id,
      competition_class_id = excluded.competition_class_id, factor_id = excluded.factor_id,
      country = excluded.country, state = excluded.state, cancelled = excluded.cancelled,
      paid = excluded.paid, paid2 = excluded.paid2, released = excluded.released,
      created_at = excluded.created_at, deleted = false
    WHERE export.registrations.version < excluded.version`);
}

export async function markRegistrationDeleted(
  tx: DbExecutor,
  itemId: number,
  version: number,
): Promise<void> {
  await tx.execute(sql`
    UPDATE export.registrations SET deleted = true, version = ${version}
    WHERE item_id = ${itemId} AND version < ${version}`);
}

export async function applyReservationCode(
  tx: DbExecutor,
  c: ReservationCodeSnapshot,
  version: number,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO export.reservation_codes (id, version, code, competition_id, club_id, created_at, used, used_at, order_item_id)
    VALUES (${c.id}, ${version}, ${c.code}, ${c.competitionId}, ${c.clubId}, ${c.createdAt}, ${c.used},
      ${c.usedAt}, ${c.orderItemId})
    ON CONFLICT (id) DO UPDATE SET version = excluded.version, code = excluded.code,
      competition_id = excluded.competition_id, club_id = excluded.club_id,
      created_at = excluded.created_at, used = excluded.used, used_at = excluded.used_at,
      order_item_id = excluded.order_item_id, deleted = false
    WHERE export.reservation_codes.version < excluded.version`);
}

export async function markReservationCodeDeleted(tx: DbExecutor, id: number, version: number): Promise<void> {
  await tx.execute(sql`
    UPDATE export.reservation_codes SET deleted = true, version = ${version}
    WHERE id = ${id} AND version < ${version}`);
}
