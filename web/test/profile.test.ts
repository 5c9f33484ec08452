import type { Profile } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  isAdmin,
  isShooter,
  NOTIFICATION_FLAGS,
  normaliseSelection,
  notificationGroups,
  permissionsOfRoles,
  visibleNotificationFlags,
} from '../src/profile/notificationFlags';
import {
  clubStillPending,
  emailNeedsCheck,
  fromProfile,
  PROFILE_STEPS,
  toProfileUpdate,
  validateProfile,
} from '../src/profile/profileForm';
import { stepErrorFlags } from '../src/account/formErrors';

const CLUB_FLAGS = [
  'newRegistrationsToCompetitions',
  'memberCancelNoPaymentReminder',
  'memberCancelNoPayment',
];

describe('notification flags by permission', () => {
  it('shows shooters the twelve shooter flags only', () => {
    const flags = visibleNotificationFlags(['IS_USER_SHOOTER']);
    expect(flags).toHaveLength(12);
    expect(flags).not.toContain('newShooterRegistrations');
    for (const flag of CLUB_FLAGS) expect(flags).not.toContain(flag);
    expect(flags).toContain('squadPlaceFree');
  });

  it('shows new shooter registrations to admins and portal admins only', () => {
    expect(visibleNotificationFlags(['IS_ADMIN'])).toEqual(['newShooterRegistrations']);
    expect(visibleNotificationFlags(['IS_PORTAL_ADMIN'])).toEqual(['newShooterRegistrations']);
    expect(visibleNotificationFlags(['IS_CLUB_ADMIN'])).not.toContain('newShooterRegistrations');
  });

  it('shows registrations to my competitions and membership cancellation to club admins', () => {
    expect(visibleNotificationFlags(['IS_CLUB_ADMIN'])).toEqual(CLUB_FLAGS);
    expect(notificationGroups(['IS_CLUB_ADMIN', 'IS_USER_SHOOTER']).map((group) => group.group)).toEqual([
      'clubAdmin',
      'shooter',
    ]);
  });

  it('splits the sixteen flags without overlap', () => {
    const all = notificationGroups(['IS_ADMIN', 'IS_CLUB_ADMIN', 'IS_USER_SHOOTER']).flatMap((g) => g.flags);
    expect([...all].sort()).toEqual([...NOTIFICATION_FLAGS].sort());
    expect(NOTIFICATION_FLAGS).toHaveLength(16);
  });

  it('shows nothing to guests', () => {
    expect(visibleNotificationFlags(['IS_GUEST'])).toEqual([]);
  });

  it('applies the spec checks for admin and shooter', () => {
    expect(isAdmin(['IS_PORTAL_ADMIN'])).toBe(true);
    expect(isAdmin(['IS_CLUB_ADMIN'])).toBe(false);
    // neither admin, club admin nor guest counts as shooter
    expect(isShooter(['USER_PROFILE_VIEW'])).toBe(true);
    expect(isShooter(['IS_CLUB_ADMIN'])).toBe(false);
  });

  it('derives the options of another user from that user roles', () => {
    expect(permissionsOfRoles(['ROLE_USER'])).toEqual(['IS_USER_SHOOTER']);
    expect(permissionsOfRoles(['ROLE_SYSTEM_ADMIN', 'ROLE_ADMIN'])).toEqual(['IS_ADMIN']);
  });

  it('treats missing flags as off', () => {
    const selection = normaliseSelection({ squadPlaceFree: true });
    expect(Object.keys(selection)).toHaveLength(16);
    expect(selection.squadPlaceFree).toBe(true);
    expect(selection.newCompetitionCreated).toBe(false);
  });
});

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 42,
  username: 'maxschuetz',
  email: 'max@example.at',
  selectedLanguage: 'de',
  salutation: 'mr',
  degree: null,
  firstName: 'Max',
  lastName: 'Schütz',
  address: 'Hauptstraße 1',
  zip: '1010',
  city: 'Wien',
  country: 'at',
  state: 'W',
  telephone: null,
  competitionClass: { id: 1 },
  division: null,
  factor: { id: 2 },
  club: null,
  clubMembership: null,
  alias: null,
  cowboyName: null,
  sassNumber: null,
  ipscNumber: null,
  ipscRegion: null,
  ipscAlias: null,
  allowInformations: false,
  paymentUntil: null,
  competitionViewType: false,
  shooterCompetitionViewType: false,
  notificationSelection: normaliseSelection({ squadPlaceFree: true }),
  division_ids: [5],
  deputies: [],
  deputyMail: true,
  userRoles: [{ id: 4, name: 'ROLE_USER' }],
  ...overrides,
});

describe('profile form', () => {
  it('has six steps, the reservations last', () => {
    expect(PROFILE_STEPS.map((step) => step.key)).toEqual([
      'user',
      'contact',
      'shooter',
      'deputies',
      'notifications',
      'reservations',
    ]);
  });

  it('loads a stored profile without errors and with empty passwords', () => {
    const values = fromProfile(profile());
    expect(values).toMatchObject({
      password: '',
      passwordValid: '',
      competitionClass: '1',
      division: '',
      degree: '',
    });
    expect(validateProfile(values)).toEqual({});
  });

  it('allows an empty password but checks a new one', () => {
    const values = fromProfile(profile());
    expect(validateProfile({ ...values, password: 'weak', passwordValid: 'weak' })).toEqual({
      password: 'PASSWORD_INVALID',
    });
    expect(validateProfile({ ...values, password: 'Geheim1', passwordValid: '' })).toEqual({
      passwordValid: 'PW_MUST_MATCH',
    });
  });

  it('checks e-mail, names and state', () => {
    const values = fromProfile(profile());
    const errors = validateProfile({ ...values, email: 'x', firstName: 'M', country: 'de', state: '' });
    expect(errors).toEqual({
      email: 'EMAIL_FORMAT',
      firstName: 'FIELD_MINLENGTH_2',
      state: 'FIELD_IS_REQUIRED',
    });
    expect(stepErrorFlags(PROFILE_STEPS, errors)).toEqual([true, true, false, false, false, false]);
  });

  it('sends everything but the username, no password when it stays empty', () => {
    const body = toProfileUpdate(fromProfile(profile()));
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({
      email: 'max@example.at',
      competitionClass: { id: 1 },
      division: null,
      degree: null,
      state: 'W',
      division_ids: [5],
    });
    expect(body.notificationSelection?.squadPlaceFree).toBe(true);
    // the divisions of the new-competition mail are picked in the notifications step
    expect(
      toProfileUpdate({ ...fromProfile(profile()), notificationDivisionIds: [2, 3] }).division_ids,
    ).toEqual([2, 3]);
    const withPassword = toProfileUpdate({
      ...fromProfile(profile()),
      password: 'Geheim1',
      passwordValid: 'Geheim1',
    });
    expect(withPassword).toMatchObject({ password: 'Geheim1', passwordValid: 'Geheim1' });
  });

  it('keeps the deputy mail switch in the deputies step and sends it as stored or switched', () => {
    expect(PROFILE_STEPS.find((step) => step.key === 'deputies')?.fields).toEqual(['deputyMail']);
    const off = profile({ deputyMail: false });
    expect(fromProfile(off).deputyMail).toBe(false);
    expect(toProfileUpdate(fromProfile(off)).deputyMail).toBe(false);
    expect(toProfileUpdate({ ...fromProfile(off), deputyMail: true }).deputyMail).toBe(true);
  });
});

describe('profile editor checks', () => {
  it('asks whether an e-mail is taken only for a valid address other than the stored one', () => {
    expect(emailNeedsCheck('anna@example.at', 'max@example.at')).toBe(true);
    expect(emailNeedsCheck(' MAX@example.at ', 'max@example.at')).toBe(false);
    expect(emailNeedsCheck('not-an-address', 'max@example.at')).toBe(false);
  });

  it('shows the club as waiting for confirmation while the pending club is still chosen', () => {
    const pending = profile({ club: { id: 7 }, clubMembership: 'PENDING' });
    expect(clubStillPending(pending, '7')).toBe(true);
    expect(clubStillPending(pending, '8')).toBe(false);
    expect(clubStillPending(pending, '')).toBe(false);
    expect(clubStillPending(profile({ club: { id: 7 }, clubMembership: 'CONFIRMED' }), '7')).toBe(false);
  });
});
