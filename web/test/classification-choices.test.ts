import { describe, expect, it } from 'vitest';
import { classificationChoices } from '../src/admin/common/classificationChoices';

const portal = [
  { id: 1, name: 'Production' },
  { id: 2, name: 'Standard' },
  { id: 3, name: 'Open' },
  { id: 4, name: 'Classic' },
];
const names = (options: { name: string }[]) => options.map((option) => option.name);

describe('the division, class and factor choices of the registration edit forms', () => {
  it('when the options are the portal’s then only the competition’s are offered', () => {
    expect(names(classificationChoices(portal, { competitionIds: [2, 4] }))).toEqual(['Standard', 'Classic']);
  });

  it('when the chosen squad lists its own then only those of the competition’s are offered', () => {
    expect(names(classificationChoices(portal, { competitionIds: [1, 2, 4], squadIds: [4, 3] }))).toEqual([
      'Classic',
    ]);
  });

  it('when the squad lists none (or no squad is chosen) then all of the competition’s are offered', () => {
    expect(names(classificationChoices(portal, { competitionIds: [1, 3], squadIds: [] }))).toEqual([
      'Production',
      'Open',
    ]);
    expect(names(classificationChoices(portal, { competitionIds: [1, 3], squadIds: undefined }))).toEqual([
      'Production',
      'Open',
    ]);
  });

  it('when the competition lists none (an event) then nothing is offered, whatever the squad lists', () => {
    expect(classificationChoices(portal, { competitionIds: [], squadIds: [] })).toEqual([]);
    expect(classificationChoices(portal, { competitionIds: [], squadIds: [1] })).toEqual([]);
  });

  it('when the options are the competition’s already (the shooter’s form) then the squad alone limits them', () => {
    const competitions = portal.slice(0, 3);
    expect(names(classificationChoices(competitions, { squadIds: [3, 4] }))).toEqual(['Open']);
    expect(names(classificationChoices(competitions, {}))).toEqual(['Production', 'Standard', 'Open']);
  });
});
