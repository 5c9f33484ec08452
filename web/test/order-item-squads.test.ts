import type { EditSquadOption } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { squadChoices } from '../src/myCompetitions/squadChoices';

const squad = (id: number, full: boolean, over: Partial<EditSquadOption> = {}): EditSquadOption => ({
  id,
  name: `Squad ${id}`,
  startDate: null,
  startTime: null,
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

  it('lists full squads marked and disabled for a registration holding a place, its own squad choosable', () => {
    expect(squadChoices(squads, { squadId: 3, waitingList: false }, (name) => `${name} (full)`)).toEqual([
      { value: 1, label: 'Squad 1', disabled: false },
      { value: 2, label: 'Squad 2 · 2027-05-01 09:30 (full)', disabled: true },
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
      ['Squad 2 · 2027-05-01 09:30 (voll)', false],
      ['Squad 3 (voll)', false],
    ]);
  });
});
