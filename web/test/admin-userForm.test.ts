import { describe, expect, it } from 'vitest';
import {
  emptyUserForm,
  needsUniquenessCheck,
  roleFlags,
  toUserPayload,
  validateUserForm,
  withCountry,
  type UserFormValues,
} from '../src/admin/users/userForm';

const ROLES = [
  { id: 1, name: 'ROLE_ADMIN' },
  { id: 4, name: 'ROLE_USER' },
  { id: 5, name: 'ROLE_CLUB_ADMIN' },
];

const base = (overrides: Partial<UserFormValues> = {}): UserFormValues => ({
  ...emptyUserForm(),
  username: 'admin2',
  email: 'admin2@example.at',
  userRoleIds: [1],
  password: 'Secret12',
  password2: 'Secret12',
  firstName: 'Anna',
  lastName: 'Admin',
  selectedLanguage: 'de',
  ...overrides,
});

const shooter = (overrides: Partial<UserFormValues> = {}): UserFormValues =>
  base({
    userRoleIds: [4],
    club: 3,
    salutation: 'mrs',
    address: 'Hauptstraße 1',
    zip: '1010',
    city: 'Wien',
    country: 'at',
    state: 'W',
    competitionClass: 1,
    division: 2,
    factor: 3,
    ...overrides,
  });

const flagsOf = (values: UserFormValues) => roleFlags(values.userRoleIds, ROLES);

describe('user form: roles', () => {
  it('knows the shooter and club-admin roles by name, with the seeded ids before the list loads', () => {
    expect(roleFlags([4], ROLES)).toEqual({ isUser: true, isClubAdmin: false });
    expect(roleFlags([5], ROLES)).toEqual({ isUser: false, isClubAdmin: true });
    expect(roleFlags([1], ROLES)).toEqual({ isUser: false, isClubAdmin: false });
    expect(roleFlags([4], [])).toEqual({ isUser: true, isClubAdmin: false });
    expect(roleFlags([9], [{ id: 9, name: 'ROLE_USER' }]).isUser).toBe(true);
  });
});

describe('user form validation', () => {
  it('accepts a complete admin without shooter fields', () => {
    const values = base();
    expect(validateUserForm(values, 'create', flagsOf(values))).toEqual({});
  });

  it('asks for the common fields with the spec keys', () => {
    const values = { ...emptyUserForm(), selectedLanguage: '' as const };
    expect(validateUserForm(values, 'create', flagsOf(values))).toEqual({
      username: 'FIELD_IS_REQUIRED',
      email: 'FIELD_IS_REQUIRED',
      userRoleIds: 'FIELD_IS_REQUIRED',
      password: 'FIELD_IS_REQUIRED',
      password2: 'FIELD_IS_REQUIRED',
      firstName: 'FIELD_IS_REQUIRED',
      lastName: 'FIELD_IS_REQUIRED',
      selectedLanguage: 'FIELD_IS_REQUIRED',
    });
  });

  it('checks minimum lengths, e-mail format, password strength and confirmation', () => {
    const values = base({
      username: 'ab',
      email: 'no-mail',
      firstName: 'A',
      lastName: 'B',
      password: 'weakpass',
      password2: 'other',
    });
    expect(validateUserForm(values, 'create', flagsOf(values))).toEqual({
      username: 'FIELD_MINLENGTH_3',
      email: 'EMAIL_FORMAT',
      firstName: 'FIELD_MINLENGTH_2',
      lastName: 'FIELD_MINLENGTH_2',
      password: 'PASSWORD_INVALID',
      password2: 'PW_MUST_MATCH',
    });
  });

  it('needs the shooter fields for ROLE_USER', () => {
    const values = base({ userRoleIds: [4], country: '' });
    expect(validateUserForm(values, 'create', flagsOf(values))).toEqual({
      club: 'FIELD_IS_REQUIRED',
      salutation: 'FIELD_IS_REQUIRED',
      address: 'FIELD_IS_REQUIRED',
      zip: 'FIELD_IS_REQUIRED',
      city: 'FIELD_IS_REQUIRED',
      country: 'FIELD_IS_REQUIRED',
      competitionClass: 'FIELD_IS_REQUIRED',
      division: 'FIELD_IS_REQUIRED',
      factor: 'FIELD_IS_REQUIRED',
    });
    const complete = shooter();
    expect(validateUserForm(complete, 'create', flagsOf(complete))).toEqual({});
  });

  it('needs a state from the list only for Austria and Germany', () => {
    const missing = shooter({ country: 'de', state: '' });
    expect(validateUserForm(missing, 'create', flagsOf(missing))).toEqual({ state: 'FIELD_IS_REQUIRED' });
    const wrong = shooter({ country: 'de', state: 'W' });
    expect(validateUserForm(wrong, 'create', flagsOf(wrong))).toEqual({ state: 'STATE_INVALID' });
    const swiss = shooter({ country: 'ch', state: '' });
    expect(validateUserForm(swiss, 'create', flagsOf(swiss))).toEqual({});
  });

  it('clears the state when the country changes', () => {
    expect(withCountry(shooter(), 'de')).toMatchObject({ country: 'de', state: '' });
    expect(withCountry(shooter(), 'at').state).toBe('W');
  });

  it('needs a club for ROLE_CLUB_ADMIN but no shooter fields', () => {
    const values = base({ userRoleIds: [5] });
    expect(validateUserForm(values, 'create', flagsOf(values))).toEqual({ club: 'FIELD_IS_REQUIRED' });
    const withClub = base({ userRoleIds: [5], club: 7 });
    expect(validateUserForm(withClub, 'create', flagsOf(withClub))).toEqual({});
  });

  it('makes the password optional on edit, but checks one that is given', () => {
    const keep = base({ password: '', password2: '' });
    expect(validateUserForm(keep, 'edit', flagsOf(keep))).toEqual({});
    expect(validateUserForm(keep, 'create', flagsOf(keep))).toMatchObject({ password: 'FIELD_IS_REQUIRED' });
    const weak = base({ password: 'short', password2: 'short' });
    expect(validateUserForm(weak, 'edit', flagsOf(weak))).toEqual({ password: 'PASSWORD_INVALID' });
    const mismatch = base({ password: 'Secret12', password2: 'Secret13' });
    expect(validateUserForm(mismatch, 'edit', flagsOf(mismatch))).toEqual({ password2: 'PW_MUST_MATCH' });
    const onlyRepeat = base({ password: '', password2: 'Secret12' });
    expect(validateUserForm(onlyRepeat, 'edit', flagsOf(onlyRepeat))).toEqual({ password2: 'PW_MUST_MATCH' });
  });
});

describe('user form payload', () => {
  it('sends contact and shooter fields only with ROLE_USER, references as { id }', () => {
    const values = shooter({ alias: '  ', ipscNumber: ' A123 ' });
    const body = toUserPayload(values, 'create', flagsOf(values));
    expect(body).toMatchObject({
      username: 'admin2',
      userRoleIds: [4],
      club: { id: 3 },
      competitionClass: { id: 1 },
      division: { id: 2 },
      factor: { id: 3 },
      country: 'at',
      state: 'W',
      alias: null,
      ipscNumber: 'A123',
      password: 'Secret12',
      password2: 'Secret12',
    });
    const admin = base({ club: 3 });
    const adminBody = toUserPayload(admin, 'create', flagsOf(admin));
    expect(adminBody.club).toBeNull();
    expect(adminBody).not.toHaveProperty('salutation');
    expect(adminBody).not.toHaveProperty('competitionClass');
  });

  it('sends the deputy mail switch with the shooter fields, on by default for a new user', () => {
    expect(emptyUserForm().deputyMail).toBe(true);
    const values = shooter({ deputyMail: false });
    expect(toUserPayload(values, 'edit', flagsOf(values)).deputyMail).toBe(false);
    expect(toUserPayload(shooter(), 'create', flagsOf(shooter())).deputyMail).toBe(true);
  });

  it('leaves an empty password out on edit', () => {
    const values = base({ password: '', password2: '' });
    const body = toUserPayload(values, 'edit', flagsOf(values));
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('password2');
  });

  it('drops the state for countries without a state list', () => {
    const values = shooter({ country: 'ch', state: 'W' });
    expect(toUserPayload(values, 'create', flagsOf(values)).state).toBeNull();
  });
});

describe('uniqueness check on blur', () => {
  it('is skipped for an unchanged value of an existing user and for invalid values', () => {
    expect(needsUniquenessCheck('create', 'anna', undefined, true)).toBe(true);
    expect(needsUniquenessCheck('edit', 'anna', 'anna', true)).toBe(false);
    expect(needsUniquenessCheck('edit', 'anna2', 'anna', true)).toBe(true);
    expect(needsUniquenessCheck('create', 'an', undefined, false)).toBe(false);
    expect(needsUniquenessCheck('create', '', undefined, true)).toBe(false);
  });
});
