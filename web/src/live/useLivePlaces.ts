import { useEffect, useSyncExternalStore } from 'react';
import type { LivePlaces } from '@portal/contracts/live-places';
import type { Places, PublicSquad } from '../public/types';
import { followLivePlaces, livePlacesOf, onLivePlaces } from './livePlacesStore';

/** Keeps the free places of these competitions live while the view is mounted (docs/live-places.md). */
export function useLivePlaces(competitionIds: readonly number[]) {
  const key = competitionIds.join(',');
  useEffect(() => {
    if (!key) return;
    return followLivePlaces(key.split(',').map(Number));
  }, [key]);
}

/** The newest live figures of a competition, if any arrived. */
export const useLiveCompetition = (competitionId: number): LivePlaces | undefined =>
  useSyncExternalStore(onLivePlaces, () => livePlacesOf(competitionId));

/** The page's places, or the live ones once they came. */
export const livePlaces = (places: Places, live: LivePlaces | undefined): Places => live?.places ?? places;

/** A squad with its live free places and waiting list laid over. */
export function liveSquad<
  S extends Pick<PublicSquad, 'id' | 'free' | 'waitingListFree' | 'full' | 'waitingListOnly'>,
>(squad: S, live: LivePlaces | undefined): S {
  const now = live?.squads.find((s) => s.id === squad.id);
  if (!now) return squad;
  return {
    ...squad,
    free: now.free,
    waitingListFree: now.waitingListFree,
    full: now.full,
    waitingListOnly: now.free === 0 && now.waitingListFree > 0,
  };
}
