import type { Places, PublicCompetition } from './types';

/** How the free places of a competition read: "free / total", and what state they are in. */
export interface PlacesSummary {
  /** "5 / 12"; "–" when the competition has no places at all */
  text: string;
  /** free: places left; waitingList: none left, but the waiting list has room; full: neither */
  state: 'free' | 'waitingList' | 'full' | 'none';
  waitingListFree: number;
}

/** Free places shown as free / total (public-portal.md section 4 "Squad capacity"). */
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

export const signUpBlock = (
  competition: Pick<
    PublicCompetition,
    'cancelled' | 'active' | 'registration' | 'registrationOpen' | 'registrationStart' | 'places'
  >,
  now: number = Date.now(),
): SignUpBlock | null => {
  if (competition.cancelled) return 'cancelled';
  if (!competition.active) return 'inactive';
  if (!competition.registration) return 'noRegistration';
  if (!competition.registrationOpen) {
    const start = competition.registrationStart ? Date.parse(competition.registrationStart) : NaN;
    return !Number.isNaN(start) && start > now ? 'notYetOpen' : 'ended';
  }
  if (competition.places.free <= 0) return 'full';
  return null;
};
