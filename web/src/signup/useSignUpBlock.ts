import { livePlaces, useLiveCompetition } from '../live/useLivePlaces';
import { registrationWindow, signUpBlock } from '../public/places';
import type { PublicCompetition } from '../public/types';
import { openingNote } from './openingNote';
import { useServerNow } from './useServerNow';

/**
 * What keeps a sign-up button closed, by the server's clock (docs/sign-up-opening.md) and by the
 * live free places (docs/live-places.md): a place given back opens the button of a full
 * competition as soon as the page shows it free, without a reload.
 */
export function useSignUpBlock(competition: PublicCompetition) {
  const bounds = registrationWindow(competition);
  const serverNow = useServerNow([bounds?.start ?? null, bounds?.end ?? null]);
  const places = livePlaces(competition.places, useLiveCompetition(competition.id));
  const block = signUpBlock({ ...competition, places }, serverNow);
  return { block, note: openingNote(block, competition, serverNow), serverNow };
}
