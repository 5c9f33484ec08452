import { describe, expect, it } from 'vitest';
import { toCodeBatchBody, validateCodeBatch } from '../src/admin/reservationCodes/codeForm';
import {
  emptyReservationValues,
  reservationValues,
  toReservationBody,
  validateReservation,
} from '../src/admin/reservations/reservationForm';

describe('reservation code batch form', () => {
  it('requires amount and competition and takes 1 to 1000 codes', () => {
    expect(validateCodeBatch({ amount: '', competitionId: null })).toEqual({
      amount: 'FIELD_IS_REQUIRED',
      competitionId: 'FIELD_IS_REQUIRED',
    });
    for (const amount of ['0', '1001', '2.5', '-1', 'drei'])
      expect(validateCodeBatch({ amount, competitionId: 4 }).amount).toBe('FIELD_INVALID');
    expect(validateCodeBatch({ amount: ' 1000 ', competitionId: 4 })).toEqual({});
    expect(toCodeBatchBody({ amount: ' 3 ', competitionId: 4 })).toEqual({ amount: 3, competitionId: 4 });
  });
});

describe('reservation form', () => {
  it('requires users; the limit is a whole number of at least 1 or empty; the end may be empty', () => {
    expect(validateReservation(emptyReservationValues())).toEqual({ users: 'FIELD_IS_REQUIRED' });
    const values = { ...emptyReservationValues(), users: [7] };
    expect(validateReservation({ ...values, maxReservations: '0' }).maxReservations).toBe('FIELD_INVALID');
    expect(validateReservation({ ...values, maxReservations: '1,5' }).maxReservations).toBe('FIELD_INVALID');
    expect(validateReservation({ ...values, maxReservations: '2', validUntil: '' })).toEqual({});
    expect(validateReservation({ ...values, validUntil: '2027-02-30T10:00' }).validUntil).toBe(
      'FIELD_INVALID',
    );
  });

  it('sends null for no limit and no end, the end typed as Vienna time, and loads back the same', () => {
    const body = toReservationBody({
      ...emptyReservationValues(),
      users: [7, 8],
      competitions: [3],
      divisions: [1],
      maxReservations: ' 2 ',
      validUntil: '2027-06-30T20:00',
    });
    expect(body).toMatchObject({ users: [7, 8], competitions: [3], divisions: [1], maxReservations: 2 });
    expect(body.validUntil).toBe('2027-06-30T18:00:00.000Z');
    expect(toReservationBody({ ...emptyReservationValues(), users: [7] })).toMatchObject({
      maxReservations: null,
      validUntil: null,
    });
    const loaded = reservationValues({
      id: 1,
      ...body,
      userNames: [],
      competitionNames: [],
    });
    expect(loaded).toMatchObject({ users: [7, 8], maxReservations: '2', validUntil: '2027-06-30T20:00' });
  });
});
