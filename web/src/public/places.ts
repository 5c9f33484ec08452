import type { Places, PublicCompetition } from './types';

/** How the free places of a competition read: "free / total", and what state they are in. */
export interface PlacesSummary {
  /** "5 / 12"; "–" when the competition has no places at all */
  text: string;
  /** free: places left; waitingList: none left, but the waiting list has room; full: neither */
  state: 'free' | 'waitingList' | 'full' | 'none';
  waitingListFree: number;
}

/** Free places shown as free / total (docs/public-browsing.md). */
export const placesSummary = (places: Places): PlacesSummary => {
  if (places.total <= 0 && places.waitingListTotal <= 0) {
    return { text: '–', state: 'none', waitingListFree: 0 };
  }
  const free = Math.max(0, places.free);
  const waitingListFree = Math.max(0, places.waitingListFree);
  const state = free > 0 ? 'free' : waitingListFree > 0 ? 'waitingList' : 'full';
  return { text: `${free} / ${Math.max(0, places.total)}`, state, waitingListFree };
};

/** Why a sign-up is not possible, or null when it is (the button is disabled with this reason). */
export type SignUpBlock = 'cancelled' | 'inactive' | 'noRegistration' | 'notYetOpen' | 'ended' | 'full';

/**
 * `now` is the SERVER's time (signup/serverClock.ts), so the button opens and closes at the
 * second registration decides by, without a reload; null (not measured yet) trusts the page's
 * `registrationOpen` as the server computed it when it answered. The device's clock is never used.
 */
/** Registration's window as epoch ms when both bounds are set (a missing bound: the server's flag decides). */
export const registrationWindow = (
  competition: Pick<PublicCompetition, 'registrationStart' | 'registrationEnd'>,
): { start: number; end: number } | null => {
  const start = competition.registrationStart ? Date.parse(competition.registrationStart) : NaN;
  const end = competition.registrationEnd ? Date.parse(competition.registrationEnd) : NaN;
  return Number.isNaN(start) || Number.isNaN(end) ? null : { start, end };
};

export const signUpBlock = (
  competition: Pick<
    PublicCompetition,
    | 'cancelled'
    | 'active'
    | 'registration'
    | 'registrationOpen'
    | 'registrationStart'
    | 'registrationEnd'
    | 'places'
  >,
  now: number | null = null,
): SignUpBlock | null => {
  if (competition.cancelled) return 'cancelled';
  if (!competition.active) return 'inactive';
  if (!competition.registration) return 'noRegistration';
  const window = registrationWindow(competition);
  if (now !== null && window !== null) {
    if (now < window.start) return 'notYetOpen';
    if (now > window.end) return 'ended';
  } else if (!competition.registrationOpen) {
    // closed by the server's answer; which of the two only names the reason until the clock is measured
    const start = competition.registrationStart ? Date.parse(competition.registrationStart) : NaN;
    return !Number.isNaN(start) && start > (now ?? Date.now()) ? 'notYetOpen' : 'ended';
  }
  if (competition.places.free <= 0) return 'full';
  return null;
};
