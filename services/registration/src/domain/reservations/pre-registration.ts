import type { PreRegistrationCheck, ReservationGrant } from '@portal/contracts';
import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { findCompetition, findSquad } from '../orders/rows';
import { checkSquad, codeNeeded, isAdmin, isClubAdminOf } from '../rules/sign-up-rules';
import { bestGrant, grantsOf, hasRoom, qualificationRequired } from './grant';

/** GET publicResources/reservationCheck/{competitionId}: the caller's valid reservation for it, or null. */
export async function reservationCheck(
  db: Database,
  user: AuthUser,
  competitionId: number,
): Promise<ReservationGrant | null> {
  if (user.id === null) return null;
  return bestGrant(await grantsOf(db, user.id, competitionId));
}

/**
 * GET publicResources/preRegistrationCheck/{competitionId}?squadId=&cartId=: does the sign-up
 * dialog ask for a code? Yes when the competition is national, the squad (when given) requires
 * one or a qualification reservation lists the competition; no when waived (admins, the club's
 * club admins) or when the caller holds a valid reservation with room. The cart id is accepted
 * for the dialog's call shape; nothing in the cart changes the answer.
 */
export async function preRegistrationCheck(
  db: Database,
  user: AuthUser,
  competitionId: number,
  squadId: number | undefined,
): Promise<PreRegistrationCheck> {
  const competition = await findCompetition(db, competitionId);
  if (!competition || competition.deleted || !competition.active || competition.cancelled)
    throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  const squad = squadId === undefined ? null : checkSquad(await findSquad(db, squadId), competitionId);
  const qualification = await qualificationRequired(db, competitionId);
  const shape = squad ?? { requireCode: false };
  const required = codeNeeded(competition, shape as Parameters<typeof codeNeeded>[1], user, qualification);
  const reservation = user.id === null ? null : bestGrant(await grantsOf(db, user.id, competitionId));
  const wouldNeed = competition.nationalCompetition || shape.requireCode || qualification;
  return {
    competitionId,
    codeRequired: required && !(reservation && hasRoom(reservation)),
    codeWaived: wouldNeed && (isAdmin(user) || isClubAdminOf(user, competition.clubId)),
    reservation,
  };
}
