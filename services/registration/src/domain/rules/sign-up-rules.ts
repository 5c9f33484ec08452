import { premiumValid, statesOf } from '@portal/contracts';
import { DomainError, hasPermission, type AuthUser } from '@portal/service-kit';

/**
 * The sign-up rules that need only the replicas' rows and the caller (docs/seat-invariant.md).
 * Pure functions: they throw the spec's key or return; the steps call them first.
 */

export interface CompetitionRow {
  id: number;
  deleted: boolean;
  clubId: number | null;
  name: string;
  event: boolean;
  active: boolean;
  cancelled: boolean;
  registration: boolean;
  registrationStart: Date | null;
  registrationEnd: Date | null;
  signupReservationTimeout: number;
  nationalCompetition: boolean;
  multipleRegistrations: boolean;
  state: string | null;
  /** catalog's viewType (ALL, INTERNAL, EXTERNAL, UNLISTED); INTERNAL is members only */
  viewType?: string | null;
}

export interface SquadRow {
  id: number;
  competitionId: number;
  name: string;
  requireCode: boolean;
  removed: boolean;
  divisionIds: number[];
  competitionClassIds: number[];
  factorIds: number[];
}

/** A live registration of the caller (a running hold or a reserved item). */
export interface LiveItem {
  orderId: number;
  competitionId: number;
  squadId: number;
  status: 'PREPARE' | 'RESERVED';
}

export const isAdmin = (user: AuthUser) => hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN');
export const isClubAdminOf = (user: AuthUser, clubId: number | null) =>
  hasPermission(user, 'IS_CLUB_ADMIN') && clubId !== null && user.clubId === clubId;
/**
 * Admins and club admins complete a sign-up at the reserve, also their own: their orders join no
 * cart and the browser shows orderComplete (docs/back-office-additions.md, item 11).
 */
export const completesAtReserve = (user: AuthUser) =>
  hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN');
/** Logged out (IS_GUEST) or signed in with the guest role. */
export const isGuest = (user: AuthUser) => hasPermission(user, 'IS_GUEST');

/**
 * Admin, portal admin and club admin are always payment-valid; others while premium runs
 * (contracts' premiumValid: through paymentUntil, a Vienna day; `today` a Vienna day or now).
 */
export function isPaymentValid(user: AuthUser, today: Date | string = new Date()): boolean {
  if (hasPermission(user, 'IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN')) return true;
  return premiumValid(user.paymentUntil, today);
}

/**
 * A waiting list is a premium feature (docs/premium-features.md): the registration's owner must be
 * payment-valid (a guest never is), unless an admin, portal admin or club admin signs them up
 * (their roles are payment-valid and they manage the lists). A deputy acts under the represented
 * user's premium.
 */
export function mayJoinWaitingList(caller: AuthUser, owner: AuthUser, today?: Date | string): boolean {
  if (isGuest(owner)) return false;
  if (isPaymentValid(owner, today)) return true;
  return caller.id !== owner.id && hasPermission(caller, 'IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN');
}

/** Unknown, deleted, inactive or cancelled competitions cannot be signed up for. */
export function checkCompetitionOpen(competition: CompetitionRow | null, now: Date): CompetitionRow {
  if (!competition || competition.deleted || !competition.active || competition.cancelled)
    throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  const { registration, registrationStart: start, registrationEnd: end } = competition;
  if (!registration || (start && now < start) || (end && now > end))
    throw new DomainError('CHECK_REGISTRATION_DATE', 400);
  return competition;
}

/** The squad must be one of the competition's current squads. */
export function checkSquad(squad: SquadRow | null, competitionId: number): SquadRow {
  if (!squad || squad.removed || squad.competitionId !== competitionId)
    throw new DomainError('SQUAD_MISSING', 404, 'squadId');
  return squad;
}

/**
 * A code is required when the competition is national, the squad requires one or the
 * pre-registration check says so (`preRegistration`: a qualification reservation lists the
 * competition); waived for admins and for club admins of the competition's own club. What
 * satisfies it (a free code, a reservation) is domain/reservations/admission.ts.
 */
export function codeNeeded(
  competition: CompetitionRow,
  squad: SquadRow,
  user: AuthUser,
  preRegistration = false,
): boolean {
  if (!competition.nationalCompetition && !squad.requireCode && !preRegistration) return false;
  return !(isAdmin(user) || isClubAdminOf(user, competition.clubId));
}

/**
 * Guests hold one registration at a time; a second registration for the same competition only
 * where the competition allows it and only for payment-valid users.
 */
export function checkOtherRegistrations(
  competition: CompetitionRow,
  user: AuthUser,
  live: LiveItem[],
  today?: string,
) {
  if (isGuest(user) && live.length > 0) throw new DomainError('ONLY_ONE_COMPETITION_FOR_GUEST', 409);
  if (!live.some((item) => item.competitionId === competition.id)) return;
  if (!competition.multipleRegistrations) throw new DomainError('MULTIPLE_REGISTRATION', 409);
  if (!isPaymentValid(user, today)) throw new DomainError('MULTIPLE_REGISTRATION_NOT_PAID', 409);
}

export interface ShooterChoice {
  divisionId?: number | null;
  competitionClassId?: number | null;
  factorId?: number | null;
  /** the shooter's country: its state list decides whether a state is asked */
  country?: string | null;
  state?: string | null;
}

/**
 * Reserve: division, class and factor are required unless it is an event and must be the
 * squad's (an empty list on the squad allows any); a state when the competition has one and the
 * shooter's country has a state list (at, de; an unknown country still needs one,
 * docs/people-data-and-consent.md); the terms (agbs) except for admins and club admins.
 */
export function checkReservation(
  competition: CompetitionRow,
  squad: SquadRow,
  user: AuthUser,
  choice: ShooterChoice,
  agbs: boolean | undefined,
) {
  if (!competition.event) {
    const rules = [
      ['divisionId', choice.divisionId, squad.divisionIds, 'DIVISION_MISSING', 'DIVISION_NOT_IN_COMPETITION'],
      [
        'competitionClassId',
        choice.competitionClassId,
        squad.competitionClassIds,
        'CLASS_MISSING',
        'CLASS_NOT_IN_COMPETITION',
      ],
      ['factorId', choice.factorId, squad.factorIds, 'FACTOR_MISSING', 'FACTOR_NOT_IN_COMPETITION'],
    ] as const;
    for (const [field, value, allowed, missing, outside] of rules) {
      if (value == null) throw new DomainError(missing, 400, field);
      if (allowed.length > 0 && !allowed.includes(value)) throw new DomainError(outside, 400, field);
    }
  }
  const asksState = !choice.country || statesOf(choice.country).length > 0;
  if (competition.state && asksState && !choice.state)
    throw new DomainError('FIELD_IS_REQUIRED', 400, 'state');
  if (agbs !== true && !isAdmin(user) && !hasPermission(user, 'IS_CLUB_ADMIN'))
    throw new DomainError('FIELD_IS_REQUIRED', 400, 'agbs');
}
