import type { Named, Permission, PublicCompetitionDetail, PublicSquad } from '@portal/contracts';
import type { SignUpBlock } from '../public/places';

/**
 * The sign-up dialog's decisions as plain functions (docs/web-app.md), so
 * they are tested without a browser.
 */

/** Who signs up: decides the user step, the code waiver, the terms and what follows the reserve. */
export interface SignUpActor {
  loggedIn: boolean;
  admin: boolean;
  clubAdmin: boolean;
  /** a club admin of the competition's own club */
  ownClubAdmin: boolean;
  /** acts for other users (has users to deputise for) */
  deputy: boolean;
}

export const actorOf = (
  loggedIn: boolean,
  permissions: readonly Permission[],
  userClubId: number | null,
  competitionClubId: number,
  deputises: number,
): SignUpActor => {
  const admin = loggedIn && (permissions.includes('IS_ADMIN') || permissions.includes('IS_PORTAL_ADMIN'));
  const clubAdmin = loggedIn && permissions.includes('IS_CLUB_ADMIN');
  return {
    loggedIn,
    admin,
    clubAdmin,
    ownClubAdmin: clubAdmin && userClubId !== null && userClubId === competitionClubId,
    deputy: loggedIn && !admin && !clubAdmin && deputises > 0,
  };
};

/** Admins, club admins and deputies pick the user they sign up. */
export const picksUser = (actor: SignUpActor): boolean => actor.admin || actor.clubAdmin || actor.deputy;

/** The code is waived for admins and for club admins of the competition's own club. */
export const codeWaived = (actor: SignUpActor): boolean => actor.admin || actor.ownClubAdmin;

/**
 * Waiting lists are a premium feature (docs/premium-features.md): admins and club admins always,
 * a guest never, a shooter with valid payment; a deputy signing up someone else leaves it to the
 * server (the represented user's premium decides).
 */
export const mayJoinWaitingList = (actor: SignUpActor, paymentValid: boolean, forOther: boolean): boolean =>
  actor.admin || actor.clubAdmin || (actor.loggedIn && (paymentValid || (actor.deputy && forOther)));

/** The terms checkbox (agbs) is skipped for admins and club admins. */
export const needsTerms = (actor: SignUpActor): boolean => !actor.admin && !actor.clubAdmin;

/** A code is needed when the competition is national, the squad requires one or the check says so. */
export const codeNeeded = (
  competition: Pick<PublicCompetitionDetail, 'nationalCompetition'>,
  squads: readonly Pick<PublicSquad, 'requireCode'>[],
  actor: SignUpActor,
  checkSaysSo: boolean,
): boolean =>
  !codeWaived(actor) &&
  (competition.nationalCompetition || squads.some((squad) => squad.requireCode) || checkSaysSo);

/** How a squad can be chosen: a place, a waiting-list slot, or not at all. */
export type SquadChoice = 'free' | 'waitingList' | 'full';
export const squadChoice = (squad: Pick<PublicSquad, 'free' | 'waitingListFree' | 'full'>): SquadChoice =>
  squad.full ? 'full' : squad.free > 0 ? 'free' : squad.waitingListFree > 0 ? 'waitingList' : 'full';

/** The multiple-waiting-list flag the waiting-list helper adds to the squads. */
const multipleWaitingList = (squad: PublicSquad): boolean =>
  Boolean((squad as PublicSquad & { multipleWaitingList?: boolean }).multipleWaitingList);

/** The pseudo-squad 0 is offered when squads are flagged for the multiple waiting list. */
export const MULTIPLE_WAITING_LIST = 0;
export const multipleWaitingListSquads = (squads: readonly PublicSquad[]): PublicSquad[] =>
  squads.filter((squad) => multipleWaitingList(squad) && !squad.full);

/** Above 30 s primary, above 15 s warning, else error. */
export const countdownColour = (seconds: number): 'primary' | 'warning' | 'error' =>
  seconds > 30 ? 'primary' : seconds > 15 ? 'warning' : 'error';

/** The time left as m:ss ("4:59"): a count of 299 seconds is hard to read (docs/web-usability.md). */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The circle assumes 60 seconds: a longer hold shows a full circle until a minute is left. */
export const countdownPercent = (seconds: number): number => Math.min(100, (Math.max(0, seconds) / 60) * 100);

/** A select of the data step: the squad's options, locked (and chosen) when there is exactly one. */
export interface FieldOptions {
  options: Named[];
  locked: boolean;
  initial: number | '';
}
export const fieldOptions = (
  options: readonly Named[],
  preferred: number | null | undefined,
): FieldOptions => {
  const list = [...options];
  if (list.length === 1) return { options: list, locked: true, initial: list[0]!.id };
  const initial = list.some((option) => option.id === preferred) ? preferred! : '';
  return { options: list, locked: false, initial };
};

/** The sign-up button: its text (docs/web-app.md) and whether it is enabled. */
export type SignUpButtonText =
  'signUp' | 'allRequiresCode' | 'competitionFull' | 'competitionRegistrationEnded' | 'noPermitionToSignUp';

export const signUpButtonText = (
  block: SignUpBlock | null,
  competition: Pick<PublicCompetitionDetail, 'nationalCompetition' | 'squads'>,
  actor: SignUpActor,
): SignUpButtonText => {
  if (block === 'full') return 'competitionFull';
  if (block === 'ended') return 'competitionRegistrationEnded';
  if (block === 'cancelled' || block === 'inactive' || block === 'noRegistration')
    return 'noPermitionToSignUp';
  if (block) return 'signUp';
  const open = competition.squads.filter((squad) => !squad.full);
  const everyNeedsCode =
    competition.nationalCompetition || (open.length > 0 && open.every((squad) => squad.requireCode));
  return everyNeedsCode && !codeWaived(actor) ? 'allRequiresCode' : 'signUp';
};

/**
 * After the reserve: admins and club admins always go to
 * orderComplete, also for their own sign-up (docs/back-office-additions.md, item 11); a deputy
 * when signing up someone else. A deputy's own order waits in the cart.
 */
export const completesOnOrderComplete = (
  actor: SignUpActor,
  chosenUserId: number | null,
  selfId: number | null,
): boolean =>
  actor.admin || actor.clubAdmin || (actor.deputy && chosenUserId !== null && chosenUserId !== selfId);
