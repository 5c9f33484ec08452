import { describe, expect, it } from 'vitest';
import * as contracts from '../src';
import {
  COMPETITION_SORT_FIELDS,
  EVENTS_TYPE,
  PUBLIC_COMPETITION_SORT_FIELDS,
  VIEW_TYPES,
} from '../src/catalog';
import { zodFreeImports } from './zod-free';

describe('catalog contracts', () => {
  it('when the web imports the catalog module then nothing it reaches imports zod (no zod in the first load)', () => {
    expect(zodFreeImports('catalog.ts')).toEqual([]);
  });

  it('when the package index is imported then it carries the same constants', () => {
    expect(contracts.VIEW_TYPES).toBe(VIEW_TYPES);
    expect(contracts.COMPETITION_SORT_FIELDS).toBe(COMPETITION_SORT_FIELDS);
    expect(contracts.PUBLIC_COMPETITION_SORT_FIELDS).toBe(PUBLIC_COMPETITION_SORT_FIELDS);
    expect(contracts.EVENTS_TYPE).toBe(EVENTS_TYPE);
  });

  it('when the constants are listed then each value appears once and the spec values are there', () => {
    for (const list of [VIEW_TYPES, COMPETITION_SORT_FIELDS, PUBLIC_COMPETITION_SORT_FIELDS])
      expect(new Set(list).size).toBe(list.length);
    expect(VIEW_TYPES).toEqual(['ALL', 'INTERNAL', 'EXTERNAL', 'UNLISTED']);
    expect(COMPETITION_SORT_FIELDS).toContain('competitionDate');
    expect(PUBLIC_COMPETITION_SORT_FIELDS).toContain('competitionTypeName');
    expect(EVENTS_TYPE).toBe('EVENTS');
  });
});
