import type { EditSquadOption } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { squadChoices, squadWhen } from '../src/myCompetitions/squadChoices';

const squad = (id: number, full: boolean, over: Partial<EditSquadOption> = {}): EditSquadOption => ({
  id,
  name: `Squad ${id}`,
  startDate: null,
  startTime: null,
  endTime: null,
  full,
  requireCode: false,
  divisionIds: [],
  competitionClassIds: [],
  factorIds: [],
  stands: [],
  ...over,
});

describe('the squad choices of the registration edit form', () => {
  const squads = [
    squad(1, false),
    squad(2, true, { startDate: '2027-05-01', startTime: '09:30:00' }),
    squad(3, true),
  ];

  it('labels a squad with its date (DD.MM.YYYY), start and end time', () => {
    const timed = squad(4, false, { startDate: '2027-05-02', startTime: '13:00:00', endTime: '16:30:00' });
    expect(squadChoices([timed], { squadId: 4, waitingList: false }, (n) => n)[0]!.label).toBe(
      'Squad 4 · 02.05.2027 13:00–16:30',
    );
    expect(squadWhen({ startDate: null, startTime: '08:00', endTime: '10:00' })).toBe(' · 08:00–10:00');
    expect(squadWhen({ startDate: '2027-05-02', startTime: null, endTime: null })).toBe(' · 02.05.2027');
  });

  it('lists full squads marked and disabled for a registration holding a place, its own squad choosable', () => {
    expect(squadChoices(squads, { squadId: 3, waitingList: false }, (name) => `${name} (full)`)).toEqual([
      { value: 1, label: 'Squad 1', disabled: false },
      { value: 2, label: 'Squad 2 · 01.05.2027 09:30 (full)', disabled: true },
      { value: 3, label: 'Squad 3 (full)', disabled: false },
    ]);
  });

  it('lets a waiting-list registration choose a full squad (the move takes a waiting slot there)', () => {
    expect(
      squadChoices(squads, { squadId: 1, waitingList: true }, (name) => `${name} (voll)`).map((c) => [
        c.label,
        c.disabled,
      ]),
    ).toEqual([
      ['Squad 1', false],
      ['Squad 2 · 01.05.2027 09:30 (voll)', false],
      ['Squad 3 (voll)', false],
    ]);
  });
});
