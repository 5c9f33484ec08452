import { describe, expect, it } from 'vitest';
import { reserveBody, validatePersonalData, type PersonalData } from '../src/signup/personalData';
import {
  actorOf,
  codeNeeded,
  completesForOthers,
  countdownColour,
  countdownPercent,
  fieldOptions,
  needsTerms,
  picksUser,
  secondsLeft,
  signUpButtonText,
  squadChoice,
} from '../src/signup/signUpLogic';

const guest = actorOf(false, ['IS_GUEST'], null, 5, 0);
const shooter = actorOf(true, ['IS_USER_SHOOTER'], 9, 5, 0);
const deputy = actorOf(true, ['IS_USER_SHOOTER'], 9, 5, 2);
const ownClubAdmin = actorOf(true, ['IS_CLUB_ADMIN'], 5, 5, 0);
const otherClubAdmin = actorOf(true, ['IS_CLUB_ADMIN'], 6, 5, 0);
const admin = actorOf(true, ['IS_PORTAL_ADMIN'], null, 5, 0);

describe('sign-up: who signs up', () => {
  it('admins, club admins and deputies pick the user; guests and shooters do not', () => {
    expect([guest, shooter, deputy, ownClubAdmin, otherClubAdmin, admin].map(picksUser)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it('the terms are skipped for admins and club admins only', () => {
    expect([guest, shooter, deputy, ownClubAdmin, otherClubAdmin, admin].map(needsTerms)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('a privileged user signing up someone else completes on orderComplete', () => {
    expect(completesForOthers(admin, 40, 1)).toBe(true);
    expect(completesForOthers(deputy, 7, 7)).toBe(false);
    expect(completesForOthers(shooter, null, 7)).toBe(false);
  });
});

describe('sign-up: the code', () => {
  const plain = { nationalCompetition: false };
  it('is needed when national, the squad requires one or the check says so', () => {
    expect(codeNeeded(plain, [{ requireCode: false }], shooter, false)).toBe(false);
    expect(codeNeeded({ nationalCompetition: true }, [{ requireCode: false }], shooter, false)).toBe(true);
    expect(codeNeeded(plain, [{ requireCode: true }], guest, false)).toBe(true);
    expect(codeNeeded(plain, [{ requireCode: false }], guest, true)).toBe(true);
  });
  it('is waived for admins and club admins of the own club', () => {
    expect(codeNeeded({ nationalCompetition: true }, [{ requireCode: true }], admin, true)).toBe(false);
    expect(codeNeeded({ nationalCompetition: true }, [{ requireCode: true }], ownClubAdmin, true)).toBe(
      false,
    );
    expect(codeNeeded({ nationalCompetition: true }, [{ requireCode: true }], otherClubAdmin, false)).toBe(
      true,
    );
  });
});

describe('sign-up: squads and the countdown', () => {
  it('a squad offers a place, a waiting-list slot or nothing', () => {
    expect(squadChoice({ free: 2, waitingListFree: 0, full: false })).toBe('free');
    expect(squadChoice({ free: 0, waitingListFree: 1, full: false })).toBe('waitingList');
    expect(squadChoice({ free: 0, waitingListFree: 0, full: true })).toBe('full');
  });

  it('counts the seconds from the server’s expiresAt, never below 0', () => {
    const now = Date.parse('2030-01-01T10:00:00Z');
    expect(secondsLeft('2030-01-01T10:01:30Z', now)).toBe(90);
    expect(secondsLeft('2030-01-01T10:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2030-01-01T09:59:00Z', now)).toBe(0);
  });

  it('is primary above 30 s, warning above 15 s, else error; the circle is scaled to 60 s', () => {
    expect([90, 31, 30, 16, 15, 0].map(countdownColour)).toEqual([
      'primary',
      'primary',
      'warning',
      'warning',
      'error',
      'error',
    ]);
    expect([120, 60, 30, 0].map(countdownPercent)).toEqual([100, 100, 50, 0]);
  });
});

describe('sign-up: the button text', () => {
  const squad = { full: false, requireCode: false } as never;
  const codeSquad = { full: false, requireCode: true } as never;
  const competition = { nationalCompetition: false, squads: [squad] };
  it('names the spec’s reasons', () => {
    expect(signUpButtonText(null, competition, guest)).toBe('signUp');
    expect(signUpButtonText('full', competition, guest)).toBe('competitionFull');
    expect(signUpButtonText('ended', competition, guest)).toBe('competitionRegistrationEnded');
    expect(signUpButtonText('cancelled', competition, guest)).toBe('noPermitionToSignUp');
    expect(signUpButtonText('noRegistration', competition, guest)).toBe('noPermitionToSignUp');
  });
  it('says allRequiresCode when every open squad needs a code, unless it is waived', () => {
    const allCode = { nationalCompetition: false, squads: [codeSquad] };
    expect(signUpButtonText(null, allCode, shooter)).toBe('allRequiresCode');
    expect(signUpButtonText(null, { nationalCompetition: true, squads: [squad] }, guest)).toBe(
      'allRequiresCode',
    );
    expect(signUpButtonText(null, allCode, ownClubAdmin)).toBe('signUp');
    expect(signUpButtonText(null, { nationalCompetition: false, squads: [squad, codeSquad] }, guest)).toBe(
      'signUp',
    );
  });
});

describe('sign-up: the personal data', () => {
  const values: PersonalData = {
    firstName: 'Eva',
    lastName: 'Muster',
    email: 'eva@example.org',
    divisionId: '',
    competitionClassId: 3,
    factorId: 4,
    state: '',
    agbs: false,
  };
  it('requires division, class and factor unless an event, the state when the competition has one, the terms', () => {
    expect(validatePersonalData(values, { event: false, stateRequired: true, terms: true })).toEqual({
      divisionId: 'FIELD_IS_REQUIRED',
      state: 'FIELD_IS_REQUIRED',
      agbs: 'FIELD_IS_REQUIRED',
    });
    expect(validatePersonalData(values, { event: true, stateRequired: false, terms: false })).toEqual({});
    expect(
      validatePersonalData(
        { ...values, email: 'nope', firstName: 'E' },
        { event: true, stateRequired: false, terms: false },
      ),
    ).toEqual({ email: 'EMAIL_FORMAT', firstName: 'FIELD_MINLENGTH_2' });
  });
  it('locks a select with exactly one option and keeps a preferred one that is offered', () => {
    expect(fieldOptions([{ id: 1, name: 'Production' }], null)).toMatchObject({ locked: true, initial: 1 });
    const two = [
      { id: 1, name: 'Production' },
      { id: 2, name: 'Standard' },
    ];
    expect(fieldOptions(two, 2)).toMatchObject({ locked: false, initial: 2 });
    expect(fieldOptions(two, 9)).toMatchObject({ locked: false, initial: '' });
  });
  it('sends no division, class or factor for an event and the terms only where asked', () => {
    const body = reserveBody(
      't'.repeat(32),
      { ...values, divisionId: 1, agbs: true },
      {
        event: true,
        stateRequired: false,
        terms: false,
      },
      { country: 'at', locale: 'en' },
    );
    expect(body.order).not.toHaveProperty('agbs');
    expect(body.order.orderItems![0]).toMatchObject({
      divisionId: null,
      factorId: null,
      state: null,
      locale: 'en',
    });
  });
});
