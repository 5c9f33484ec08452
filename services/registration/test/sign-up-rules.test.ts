import { GUEST, type AuthUser } from '@portal/service-kit';
import { describe, expect, it } from 'vitest';
import {
  codeNeeded,
  checkCompetitionOpen,
  checkOtherRegistrations,
  checkReservation,
  isPaymentValid,
  type CompetitionRow,
  type SquadRow,
} from '../src/domain/rules/sign-up-rules';

const now = new Date('2026-05-10T12:00:00Z');
const competition: CompetitionRow = {
  id: 1,
  deleted: false,
  clubId: 5,
  name: 'Match',
  event: false,
  active: true,
  cancelled: false,
  registration: true,
  registrationStart: new Date('2026-05-01T00:00:00Z'),
  registrationEnd: new Date('2026-05-20T00:00:00Z'),
  signupReservationTimeout: 300,
  nationalCompetition: false,
  multipleRegistrations: false,
  state: null,
};
const squad: SquadRow = {
  id: 10,
  competitionId: 1,
  name: 'A',
  requireCode: false,
  removed: false,
  divisionIds: [3],
  competitionClassIds: [],
  factorIds: [],
};
const user = (permissions: string[], over: Partial<AuthUser> = {}): AuthUser =>
  ({ id: 1, username: 'u', roles: [], permissions, clubId: null, paymentUntil: null, ...over }) as AuthUser;
const key = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { key: string }).key;
  }
};

describe('sign-up rules (pure)', () => {
  it('when the competition is unknown, deleted, inactive, cancelled or outside its window then the spec’s key', () => {
    expect(key(() => checkCompetitionOpen(null, now))).toBe('COMPETITION_DOESNT_EXIST');
    for (const change of [{ deleted: true }, { active: false }, { cancelled: true }])
      expect(key(() => checkCompetitionOpen({ ...competition, ...change }, now))).toBe(
        'COMPETITION_DOESNT_EXIST',
      );
    expect(key(() => checkCompetitionOpen({ ...competition, registration: false }, now))).toBe(
      'CHECK_REGISTRATION_DATE',
    );
    expect(key(() => checkCompetitionOpen(competition, new Date('2026-04-30T00:00:00Z')))).toBe(
      'CHECK_REGISTRATION_DATE',
    );
    expect(key(() => checkCompetitionOpen(competition, new Date('2026-05-21T00:00:00Z')))).toBe(
      'CHECK_REGISTRATION_DATE',
    );
    expect(key(() => checkCompetitionOpen(competition, now))).toBe('ok');
  });

  it('when a code is required then only admins and the own club’s club admins go without one', () => {
    const national = { ...competition, nationalCompetition: true };
    const shooter = user(['IS_USER_SHOOTER']);
    expect(codeNeeded(national, squad, shooter)).toBe(true);
    expect(codeNeeded(competition, { ...squad, requireCode: true }, GUEST)).toBe(true);
    expect(codeNeeded(competition, squad, shooter, true)).toBe(true);
    expect(codeNeeded(competition, squad, shooter)).toBe(false);
    expect(codeNeeded(national, squad, user(['IS_ADMIN']))).toBe(false);
    expect(codeNeeded(national, squad, user(['IS_CLUB_ADMIN'], { clubId: 5 }))).toBe(false);
    expect(codeNeeded(national, squad, user(['IS_CLUB_ADMIN'], { clubId: 6 }))).toBe(true);
  });

  it('when the caller already has registrations then guest and multiple-registration rules apply', () => {
    const other = [{ orderId: 1, competitionId: 2, squadId: 20, status: 'RESERVED' as const }];
    const same = [{ orderId: 1, competitionId: 1, squadId: 11, status: 'RESERVED' as const }];
    expect(key(() => checkOtherRegistrations(competition, user(['IS_GUEST']), other))).toBe(
      'ONLY_ONE_COMPETITION_FOR_GUEST',
    );
    expect(key(() => checkOtherRegistrations(competition, user(['IS_USER_SHOOTER']), other))).toBe('ok');
    expect(key(() => checkOtherRegistrations(competition, user(['IS_USER_SHOOTER']), same))).toBe(
      'MULTIPLE_REGISTRATION',
    );
    const multiple = { ...competition, multipleRegistrations: true };
    expect(key(() => checkOtherRegistrations(multiple, user(['IS_USER_SHOOTER']), same, '2026-05-10'))).toBe(
      'MULTIPLE_REGISTRATION_NOT_PAID',
    );
    const paid = user(['IS_USER_SHOOTER'], { paymentUntil: '2026-05-10' });
    expect(key(() => checkOtherRegistrations(multiple, paid, same, '2026-05-10'))).toBe('ok');
    expect(isPaymentValid(paid, '2026-05-11')).toBe(false);
  });

  it('when reserving then division, class and factor, state and terms are checked', () => {
    const shooter = user(['IS_USER_SHOOTER']);
    const full = { divisionId: 3, competitionClassId: 1, factorId: 1 };
    expect(
      key(() => checkReservation(competition, squad, shooter, { ...full, divisionId: null }, true)),
    ).toBe('DIVISION_MISSING');
    expect(key(() => checkReservation(competition, squad, shooter, { ...full, divisionId: 4 }, true))).toBe(
      'DIVISION_NOT_IN_COMPETITION',
    );
    expect(key(() => checkReservation(competition, squad, shooter, { ...full, factorId: null }, true))).toBe(
      'FACTOR_MISSING',
    );
    expect(key(() => checkReservation({ ...competition, state: 'W' }, squad, shooter, full, true))).toBe(
      'FIELD_IS_REQUIRED',
    );
    // the state asked is the shooter's own: an Austrian needs one, a Swiss shooter has none to give
    const at = { ...full, country: 'at' };
    expect(key(() => checkReservation({ ...competition, state: 'BY' }, squad, shooter, at, true))).toBe(
      'FIELD_IS_REQUIRED',
    );
    const swiss = { ...full, country: 'ch', state: null };
    expect(key(() => checkReservation({ ...competition, state: 'BY' }, squad, shooter, swiss, true))).toBe(
      'ok',
    );
    expect(key(() => checkReservation(competition, squad, shooter, full, false))).toBe('FIELD_IS_REQUIRED');
    expect(key(() => checkReservation(competition, squad, user(['IS_CLUB_ADMIN']), full, undefined))).toBe(
      'ok',
    );
    expect(key(() => checkReservation({ ...competition, event: true }, squad, shooter, {}, true))).toBe('ok');
  });
});
