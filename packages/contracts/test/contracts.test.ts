import { describe, expect, it } from 'vitest';
import {
  ERROR_KEYS,
  eventEnvelopeSchema,
  isErrorKey,
  listQuerySchema,
  parseSort,
  PERMISSION_CATEGORY,
  PERMISSIONS,
  ROLES,
  SUCCESS_KEYS,
} from '../src';

describe('contracts', () => {
  it('when keys are listed then each appears once and the spec keys are there', () => {
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
    expect(new Set(SUCCESS_KEYS).size).toBe(SUCCESS_KEYS.length);
    for (const key of [
      'Inactive_user',
      'Not_verified',
      'Unauthorized',
      'PREPARED_ORDER_NOT_FOUND',
      'ERROR.SQUAD_STAND_SIZE_NOT_MATCH',
    ]) {
      expect(isErrorKey(key), key).toBe(true);
    }
    expect(isErrorKey('SOMETHING_ELSE')).toBe(false);
  });

  it('when roles and permissions are listed then every permission has a category', () => {
    expect(ROLES).toContain('ROLE_CLUB_ADMIN');
    expect(Object.keys(PERMISSION_CATEGORY).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('when a list query is parsed then paging is bounded and only allowed sort fields pass', () => {
    const schema = listQuerySchema(['name', 'competitionDate'] as const);
    expect(schema.parse({})).toEqual({ page: 0, size: 25 });
    expect(schema.parse({ page: '2', size: '50', sort: 'name,desc' })).toEqual({
      page: 2,
      size: 50,
      sort: 'name,desc',
    });
    expect(schema.safeParse({ size: '0' }).success).toBe(false);
    expect(schema.safeParse({ size: '10001' }).success).toBe(false);
    expect(schema.safeParse({ page: '-1' }).success).toBe(false);
    expect(schema.safeParse({ sort: 'password,asc' }).success).toBe(false);
    expect(parseSort('competitionDate,DESC')).toEqual({ field: 'competitionDate', direction: 'desc' });
  });

  it('when an event envelope is checked then a malformed one is refused', () => {
    const good = {
      id: '6f1c2c51-5d5c-4c8e-9f57-0d7d2a1f2b10',
      type: 'catalog.competition.upserted',
      version: 3,
      occurredAt: new Date().toISOString(),
      producer: 'catalog',
      correlationId: null,
      payload: { id: 1 },
    };
    expect(eventEnvelopeSchema.safeParse(good).success).toBe(true);
    expect(eventEnvelopeSchema.safeParse({ ...good, id: 'x' }).success).toBe(false);
    expect(eventEnvelopeSchema.safeParse({ ...good, type: 'NoDots' }).success).toBe(false);
  });
});
