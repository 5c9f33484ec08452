import { describe, expect, it } from 'vitest';
import {
  errorsAfterEdit,
  reserveBody,
  shooterPlace,
  validatePersonalData,
  type PersonalData,
} from '../src/signup/personalData';
import {
  actorOf,
  codeNeeded,
  completesOnOrderComplete,
  countdownColour,
  countdownPercent,
  fieldOptions,
  formatCountdown,
  mayJoinWaitingList,
  needsTerms,
  picksUser,
  signUpButtonText,
  squadChoice,
} from '../src/signup/signUpLogic';
import { secondsLeftAt as secondsLeft } from '../src/signup/serverClock';

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

  it('waiting lists are premium: admins and club admins always, shooters with valid payment, never guests; a deputy for someone else leaves it to the server', () => {
    expect(mayJoinWaitingList(guest, false, false)).toBe(false);
    expect(mayJoinWaitingList(shooter, false, false)).toBe(false);
    expect(mayJoinWaitingList(shooter, true, false)).toBe(true);
    expect(mayJoinWaitingList(deputy, false, false)).toBe(false);
    expect(mayJoinWaitingList(deputy, false, true)).toBe(true);
    expect(mayJoinWaitingList(otherClubAdmin, false, true)).toBe(true);
    expect(mayJoinWaitingList(admin, false, true)).toBe(true);
  });

  it('a privileged user signing up someone else completes on orderComplete', () => {
    expect(completesOnOrderComplete(admin, 40, 1)).toBe(true);
    expect(completesOnOrderComplete(deputy, 8, 7)).toBe(true);
    expect(completesOnOrderComplete(deputy, 7, 7)).toBe(false);
    expect(completesOnOrderComplete(shooter, null, 7)).toBe(false);
  });

  it('admins and club admins signing up themselves complete on orderComplete too', () => {
    expect(completesOnOrderComplete(admin, 1, 1)).toBe(true);
    expect(completesOnOrderComplete(ownClubAdmin, 3, 3)).toBe(true);
    expect(completesOnOrderComplete(otherClubAdmin, 3, 3)).toBe(true);
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
  it('reads the hold as minutes and seconds (m:ss), never below 0:00', () => {
    expect([300, 299, 61, 60, 59, 9, 0, -3].map(formatCountdown)).toEqual([
      '5:00',
      '4:59',
      '1:01',
      '1:00',
      '0:59',
      '0:09',
      '0:00',
      '0:00',
    ]);
  });
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
    country: 'at',
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
  it('after an edit, a field filled in loses its "required" at once and no new field is marked before the next submit', () => {
    const rules = { event: false, stateRequired: true, terms: true };
    const shown = validatePersonalData(values, rules);
    // the division is chosen: its mark goes, the others stay
    expect(errorsAfterEdit(shown, { ...values, divisionId: 2 }, rules)).toEqual({
      state: 'FIELD_IS_REQUIRED',
      agbs: 'FIELD_IS_REQUIRED',
    });
    // a name emptied while typing is not marked until the next submit
    expect(errorsAfterEdit({ agbs: 'FIELD_IS_REQUIRED' }, { ...values, firstName: '' }, rules)).toEqual({
      agbs: 'FIELD_IS_REQUIRED',
    });
    // a marked field edited to another wrong value shows the new reason
    expect(
      errorsAfterEdit({ email: 'FIELD_IS_REQUIRED' }, { ...values, email: 'nope', agbs: true }, rules),
    ).toEqual({ email: 'EMAIL_FORMAT' });
  });
  it("takes the state from the shooter's own country: an Austrian picks an Austrian state", () => {
    const rules = { event: true, stateRequired: true, terms: false };
    expect(validatePersonalData({ ...values, state: 'W' }, rules)).toEqual({});
    // a German state code is not an Austrian one (it once looked empty and passed)
    expect(validatePersonalData({ ...values, state: 'BY' }, rules)).toEqual({ state: 'STATE_INVALID' });
    expect(validatePersonalData({ ...values, country: 'de', state: 'BY' }, rules)).toEqual({});
    // a country without a state list asks for none
    expect(validatePersonalData({ ...values, country: 'ch', state: '' }, rules)).toEqual({});
    const body = reserveBody('t'.repeat(32), { ...values, state: 'W' }, rules, { locale: 'de' });
    expect(body.order.orderItems![0]).toMatchObject({ country: 'at', state: 'W' });
    const swiss = reserveBody('t'.repeat(32), { ...values, country: 'ch', state: 'W' }, rules, {
      locale: 'de',
    });
    expect(swiss.order.orderItems![0]).toMatchObject({ country: 'ch', state: null });
  });
  it("starts from the shooter's own country and state, never the competition's", () => {
    expect(shooterPlace({ userCountry: 'at', userState: 'W' }, 'de')).toEqual({ country: 'at', state: 'W' });
    expect(shooterPlace({ userCountry: 'at', userState: 'BY' }, 'de')).toEqual({ country: 'at', state: '' });
    expect(shooterPlace(null, 'de')).toEqual({ country: 'de', state: '' });
    expect(shooterPlace({ userCountry: null, userState: 'W' }, 'at')).toEqual({ country: 'at', state: '' });
    expect(shooterPlace(null, null)).toEqual({ country: '', state: '' });
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
      { locale: 'en' },
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
