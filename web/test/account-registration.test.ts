import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { firstStepWithError, isHttpFailure, mapServerError, stepErrorFlags } from '../src/account/formErrors';
import {
  emptyRegistration,
  REGISTRATION_FIELDS,
  REGISTRATION_STEPS,
  toRegistrationPayload,
  validateRegistration,
  type RegistrationValues,
} from '../src/account/registrationForm';

const valid = (overrides: Partial<RegistrationValues> = {}): RegistrationValues => ({
  ...emptyRegistration('de'),
  username: 'maxschuetz',
  email: 'max@example.at',
  password: 'Geheim1',
  passwordValid: 'Geheim1',
  salutation: 'mr',
  firstName: 'Max',
  lastName: 'Schütz',
  address: 'Hauptstraße 1',
  zip: '1010',
  city: 'Wien',
  country: 'at',
  state: 'W',
  competitionClass: '1',
  division: '5',
  factor: '2',
  allowInformations: true,
  conditions: true,
  payment: true,
  ...overrides,
});

describe('registration wizard rules', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid())).toEqual({});
  });

  it('lists every required field of an empty form', () => {
    expect(validateRegistration(emptyRegistration('de'))).toEqual({
      username: 'FIELD_IS_REQUIRED',
      email: 'FIELD_IS_REQUIRED',
      password: 'FIELD_IS_REQUIRED',
      passwordValid: 'FIELD_IS_REQUIRED',
      salutation: 'FIELD_IS_REQUIRED',
      firstName: 'FIELD_IS_REQUIRED',
      lastName: 'FIELD_IS_REQUIRED',
      address: 'FIELD_IS_REQUIRED',
      zip: 'FIELD_IS_REQUIRED',
      city: 'FIELD_IS_REQUIRED',
      // the default country is Austria, so a state is needed
      state: 'FIELD_IS_REQUIRED',
      competitionClass: 'FIELD_IS_REQUIRED',
      division: 'FIELD_IS_REQUIRED',
      factor: 'FIELD_IS_REQUIRED',
      // the newsletter opt-in is a free choice
      conditions: 'FIELD_IS_REQUIRED',
      payment: 'FIELD_IS_REQUIRED',
    });
  });

  it('keeps telephone, degree, club and the ID fields optional', () => {
    expect(validateRegistration(valid({ telephone: '', degree: '', club: '', ipscNumber: '' }))).toEqual({});
  });

  it('checks lengths, formats and the password pair', () => {
    expect(
      validateRegistration(
        valid({ username: 'mx', firstName: 'M', email: 'nope', password: 'weak', passwordValid: 'other' }),
      ),
    ).toEqual({
      username: 'FIELD_MINLENGTH_3',
      firstName: 'FIELD_MINLENGTH_2',
      email: 'EMAIL_FORMAT',
      password: 'PASSWORD_INVALID',
      passwordValid: 'PW_MUST_MATCH',
    });
  });

  it('leaves the newsletter opt-in to the user', () => {
    expect(validateRegistration(valid({ allowInformations: false }))).toEqual({});
    expect(toRegistrationPayload(valid({ allowInformations: false })).allowInformations).toBe(false);
  });

  it('accepts internationalised e-mail domains like the server', () => {
    expect(validateRegistration(valid({ email: 'anna@müller.de' }))).toEqual({});
    expect(validateRegistration(valid({ email: 'anna@xn--mller-kva.de' }))).toEqual({});
    for (const email of ['anna@müller', 'an na@müller.de', '.anna@müller.de', 'anna@-müller.de'])
      expect(validateRegistration(valid({ email })), email).toEqual({ email: 'EMAIL_FORMAT' });
  });

  it('offers Austrian states to Austrians and German states to Germans', () => {
    expect(validateRegistration(valid({ country: 'at', state: 'BY' }))).toEqual({ state: 'STATE_INVALID' });
    expect(validateRegistration(valid({ country: 'de', state: 'BY' }))).toEqual({});
  });

  it('needs no state outside Austria and Germany', () => {
    expect(validateRegistration(valid({ country: 'ch', state: '' }))).toEqual({});
    expect(validateRegistration(valid({ country: 'de', state: '' }))).toEqual({ state: 'FIELD_IS_REQUIRED' });
  });

  it('sends class, division, factor as {id}, club as {id} or null, empty optionals as null', () => {
    const payload = toRegistrationPayload(valid({ club: '', telephone: ' ', username: ' maxschuetz ' }));
    expect(payload).toMatchObject({
      username: 'maxschuetz',
      competitionClass: { id: 1 },
      division: { id: 5 },
      factor: { id: 2 },
      club: null,
      telephone: null,
      state: 'W',
      conditions: true,
    });
    expect(toRegistrationPayload(valid({ club: '7' })).club).toEqual({ id: 7 });
    expect(toRegistrationPayload(valid({ country: 'ch', state: 'W' })).state).toBeNull();
  });

  it('sends only the fields of the registration form', () => {
    expect(Object.keys(toRegistrationPayload(valid())).sort()).toEqual([...REGISTRATION_FIELDS].sort());
  });
});

describe('step error marking', () => {
  it('marks the steps that hold a shown error', () => {
    expect(stepErrorFlags(REGISTRATION_STEPS, {})).toEqual([false, false, false]);
    expect(stepErrorFlags(REGISTRATION_STEPS, { email: 'EMAIL_FORMAT' })).toEqual([true, false, false]);
    expect(
      stepErrorFlags(REGISTRATION_STEPS, { state: 'FIELD_IS_REQUIRED', payment: 'FIELD_IS_REQUIRED' }),
    ).toEqual([false, true, true]);
  });

  it('finds the first step with an error', () => {
    expect(firstStepWithError(REGISTRATION_STEPS, {})).toBe(-1);
    expect(
      firstStepWithError(REGISTRATION_STEPS, { factor: 'FIELD_IS_REQUIRED', zip: 'FIELD_IS_REQUIRED' }),
    ).toBe(1);
  });
});

describe('server errors onto fields', () => {
  const fields = REGISTRATION_FIELDS;
  const answer = (status: number, data: unknown): FetchBaseQueryError => ({ status, data });

  it('places field errors of a 400 answer', () => {
    const mapped = mapServerError(
      answer(400, {
        error: 'FIELD_INVALID',
        errors: [
          { field: 'zip', key: 'FIELD_IS_REQUIRED' },
          { field: 'competitionClass.id', key: 'FIELD_INVALID' },
          { field: 'unknownThing', key: 'FIELD_INVALID' },
        ],
      }),
      fields,
    );
    expect(mapped).toEqual({
      fields: { zip: 'FIELD_IS_REQUIRED', competitionClass: 'FIELD_INVALID' },
      general: null,
    });
  });

  it('puts the uniqueness conflicts on username and e-mail', () => {
    expect(mapServerError(answer(409, { error: 'USER_ALREADY_EXISTS' }), fields).fields).toEqual({
      username: 'USER_ALREADY_EXISTS',
    });
    expect(mapServerError(answer(409, { error: 'EMAIL_ALREADY_EXISTS' }), fields).fields).toEqual({
      email: 'EMAIL_ALREADY_EXISTS',
    });
  });

  it('leaves other failures to the error channel', () => {
    expect(mapServerError(answer(500, { error: 'INTERNAL_ERROR' }), fields)).toEqual({
      fields: {},
      general: 'INTERNAL_ERROR',
    });
    expect(mapServerError({ status: 'FETCH_ERROR', error: 'x' }, fields).general).toBe('SERVICE_UNAVAILABLE');
  });

  it('tells HTTP failures from unreachable servers', () => {
    expect(isHttpFailure({ status: 403, data: {} })).toBe(true);
    expect(isHttpFailure({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'x' })).toBe(true);
    expect(isHttpFailure({ status: 'FETCH_ERROR', error: 'x' })).toBe(false);
  });
});
