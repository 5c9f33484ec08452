import { describe, expect, it } from 'vitest';
import { yearOptions } from '../src/public/yearMonth';

describe('years of the results filter', () => {
  it('offers the years the archive holds, newest first, a cancelled competition of a coming year included', () => {
    expect(yearOptions([2027, 2019, 2024], null)).toEqual([2027, 2024, 2019]);
  });

  it('offers no fixed range: years the archive does not hold are not offered', () => {
    expect(yearOptions([2019], null)).toEqual([2019]);
    expect(yearOptions([], null)).toEqual([]);
  });

  it('keeps a chosen year while the years load or when it is not among them', () => {
    expect(yearOptions(undefined, 2026)).toEqual([2026]);
    expect(yearOptions([2027, 2019], 2026)).toEqual([2027, 2026, 2019]);
    expect(yearOptions([2027, 2019], 2019)).toEqual([2027, 2019]);
  });
});
