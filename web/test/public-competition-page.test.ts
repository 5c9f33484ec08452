import { describe, expect, it } from 'vitest';
import { squadColumns, typeLabel } from '../src/public/competitionPage';

describe('the type line of a competition page', () => {
  it('names an event type once when the event kind repeats it (not "Training (Training)")', () => {
    expect(typeLabel({ event: true, eventType: 'Training', competitionTypeName: 'Training' })).toBe(
      'Training',
    );
    expect(typeLabel({ event: true, eventType: ' training ', competitionTypeName: 'Training' })).toBe(
      'Training',
    );
  });

  it("adds an event's own kind in brackets when it says something else", () => {
    expect(typeLabel({ event: true, eventType: 'Kurs', competitionTypeName: 'Training' })).toBe(
      'Training (Kurs)',
    );
  });

  it('shows only the type for matches and events without a kind', () => {
    expect(typeLabel({ event: false, eventType: 'Kurs', competitionTypeName: 'IPSC Handgun' })).toBe(
      'IPSC Handgun',
    );
    expect(typeLabel({ event: true, eventType: null, competitionTypeName: 'Training' })).toBe('Training');
    expect(typeLabel({ event: true, eventType: '', competitionTypeName: 'Training' })).toBe('Training');
  });
});

describe('the squads table of a competition page', () => {
  it("shows an event's places without the mirror squad's name, information or stands", () => {
    expect(squadColumns(true)).toEqual(['time', 'places', 'waitingList', 'status']);
  });

  it('shows squads of a match with name and stands', () => {
    expect(squadColumns(false)).toEqual(['name', 'time', 'places', 'waitingList', 'status', 'stands']);
  });
});
