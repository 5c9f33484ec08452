import type { LivePlaces } from '@portal/contracts/live-places';
import { describe, expect, it } from 'vitest';
import { applyLivePlaces, livePlacesOf } from '../src/live/livePlacesStore';
import { livePlaces, liveSquad } from '../src/live/useLivePlaces';

const figures = (version: number, free: number): LivePlaces => ({
  competitionId: 7,
  version,
  places: { total: 10, taken: 10 - free, free, waitingListTotal: 2, waitingListFree: 2 },
  squads: [{ id: 70, free, waitingListFree: 2, full: false }],
});

describe('live places in the browser store (docs/live-places.md)', () => {
  it('keeps the newest version: a snapshot that arrives after a newer message changes nothing', () => {
    applyLivePlaces(figures(5, 4));
    applyLivePlaces(figures(3, 9));
    expect(livePlacesOf(7)?.places.free).toBe(4);
    // an equal version may carry a changed squad size (no occupancy change): it replaces
    applyLivePlaces({ ...figures(5, 4), places: { ...figures(5, 4).places, total: 12 } });
    expect(livePlacesOf(7)?.places.total).toBe(12);
  });

  it('lays the live figures over the page: places, and a squad with its waiting-list-only state', () => {
    const page = { total: 10, taken: 0, free: 10, waitingListTotal: 2, waitingListFree: 2 };
    expect(livePlaces(page, undefined)).toBe(page);
    expect(livePlaces(page, figures(6, 0)).free).toBe(0);
    const squad = { id: 70, free: 10, waitingListFree: 2, full: false, waitingListOnly: false, name: 'A' };
    expect(liveSquad(squad, figures(6, 0))).toEqual({ ...squad, free: 0, waitingListOnly: true });
    expect(liveSquad({ ...squad, id: 71 }, figures(6, 0))).toEqual({ ...squad, id: 71 });
  });
});
