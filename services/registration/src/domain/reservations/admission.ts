import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { bindCode, consumeCodeOf } from '../codes/binding';
import { codeNeeded, type CompetitionRow, type ShooterChoice, type SquadRow } from '../rules/sign-up-rules';
import { grantsOf, hasExpiredGrant, hasRoom, qualificationRequired } from './grant';

/** How a new hold got past the code rule. */
export type Admission =
  { kind: 'free' } | { kind: 'code'; code: string } | { kind: 'reservation'; id: number };

/**
 * The code rule of prepareOrder (docs/registration.md): a code given is always checked and
 * bound (so no item carries a bad code). Without one: fine when no code is needed or it is
 * waived; else a valid reservation of the caller with room admits (NO_RESERVATION_LIMIT when
 * all are full; NO_VALID_UNTIL when the caller's only reservations for it are past), else
 * SQUAD_REQUIRE_CODE.
 */
export async function admit(
  tx: DbExecutor,
  competition: CompetitionRow,
  squad: SquadRow,
  user: AuthUser,
  code: string | null | undefined,
  /** who signs up: the waiver is theirs (an admin signing up a shooter needs no code) */
  caller: AuthUser = user,
  /** the pre-registration check when the caller read it already (qualificationRequired) */
  qualified?: boolean,
): Promise<Admission> {
  const given = code?.trim().toUpperCase();
  if (given) return { kind: 'code', code: given };
  const qualification =
    competition.nationalCompetition || squad.requireCode
      ? false
      : (qualified ?? (await qualificationRequired(tx, competition.id)));
  if (!codeNeeded(competition, squad, caller, qualification)) return { kind: 'free' };
  const grants = user.id === null ? [] : await grantsOf(tx, user.id, competition.id, true);
  const grant = grants.find(hasRoom);
  if (grant) return { kind: 'reservation', id: grant.id };
  if (grants.length > 0) throw new DomainError('NO_RESERVATION_LIMIT', 409, 'reservationCode');
  // the caller had a reservation for it, but its validUntil has passed (docs/api-paths-and-keys.md)
  if (user.id !== null && (await hasExpiredGrant(tx, user.id, competition.id)))
    throw new DomainError('NO_VALID_UNTIL', 409, 'reservationCode');
  throw new DomainError('SQUAD_REQUIRE_CODE', 400, 'reservationCode');
}

/** After the item is written: binds the code or counts the item on the reservation. */
export async function admitItem(
  tx: DbExecutor,
  admission: Admission,
  competitionId: number,
  itemId: number,
  reserved: boolean,
): Promise<void> {
  if (admission.kind === 'code') await bindCode(tx, admission.code, competitionId, itemId, reserved);
  if (admission.kind === 'reservation')
    await tx.execute(
      sql`INSERT INTO reservation_uses (order_item_id, reservation_id) VALUES (${itemId}, ${admission.id})`,
    );
}

/**
 * reserveOrder: an item let in through a reservation takes only the reservation's divisions,
 * classes and factors (an empty list allows any); the item's code becomes used.
 */
export async function admitReserved(tx: DbExecutor, itemId: number, choice: ShooterChoice): Promise<void> {
  const { rows } = await tx.execute(sql`
    SELECT r.division_ids AS divisions, r.competition_class_ids AS classes, r.factor_ids AS factors
    FROM reservation_uses u JOIN reservations r ON r.id = u.reservation_id WHERE u.order_item_id = ${itemId}`);
  const limits = rows[0] as { divisions: number[]; classes: number[]; factors: number[] } | undefined;
  if (limits) {
    const rules = [
      ['divisionId', choice.divisionId, limits.divisions, 'DIVISION_NOT_IN_COMPETITION'],
      ['competitionClassId', choice.competitionClassId, limits.classes, 'CLASS_NOT_IN_COMPETITION'],
      ['factorId', choice.factorId, limits.factors, 'FACTOR_NOT_IN_COMPETITION'],
    ] as const;
    for (const [field, value, allowed, key] of rules)
      if (allowed.length > 0 && (value == null || !allowed.includes(value)))
        throw new DomainError(key, 400, field);
  }
  await consumeCodeOf(tx, itemId);
}
