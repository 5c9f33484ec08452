import type { Permission } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  dateTimeState,
  normalizeTime,
  toApiDateTime,
  toFormDateTime,
} from '../src/admin/competitions/competitionDates';
import {
  competitionAccess,
  competitionFieldErrors,
  competitionValues,
  copyValues,
  dateShiftDays,
  emptyCompetitionValues,
  emptySquad,
  emptyStand,
  firstErrorTab,
  formPathOf,
  keepUnchangedInstants,
  parseCount,
  parseEuro,
  shiftDependentDates,
  tabsOf,
  tabsWithErrors,
  toCompetitionBody,
  validateCompetition,
  withoutSquadErrors,
  type CompetitionValues,
} from '../src/admin/competitions/competitionForm';
import {
  buildCompetitionsQuery,
  DEFAULT_COMPETITIONS_FILTER,
  DEFAULT_COMPETITIONS_PAGING,
  placesOf,
  rowLook,
  statusLetter,
} from '../src/admin/competitions/competitionListQuery';
import type { Competition } from '../src/admin/competitions/competitionModel';
import { competitionsDe } from '../src/i18n/competitions.de';
import { competitionsEn } from '../src/i18n/competitions.en';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { entriesFor, MENU_ENTRIES } from '../src/layout/menu/menuEntries';
import { visibleSections } from '../src/layout/menu/menuVisibility';

const ADMIN: Permission[] = ['IS_ADMIN', 'IS_CLIENT_ADMIN', 'IS_PORTAL_ADMIN'];
const PORTAL_ADMIN: Permission[] = ['IS_PORTAL_ADMIN'];
const CLUB_ADMIN: Permission[] = ['IS_CLUB_ADMIN', 'USER_LIST'];
const SHOOTER: Permission[] = ['IS_USER_SHOOTER'];

const NOW = Date.UTC(2030, 0, 15, 12, 0, 0);

const record = (overrides: Partial<Competition> = {}): Competition => ({
  id: 7,
  club: { id: 1, name: 'SV Floridsdorf', hasBankInformation: false },
  event: false,
  name: 'Frühjahrscup',
  eventType: null,
  eventName: null,
  competitionTypeId: 1,
  competitionType: { id: 1, name: 'IPSC Handgun', signupReservationTimeout: 300, event: false },
  level: { id: 2, name: 'Level II' },
  information: '<p>Info</p>',
  nominationFee: 45.5,
  clubWebsiteLink: 'https://sv.example.at',
  contact: {
    firstName: 'Eva',
    lastName: 'Muster',
    fullName: 'Eva Muster',
    email: 'eva@example.at',
    telephone: '+43 1',
  },
  address: 'Senderstraße 8',
  city: 'Wien',
  zip: '1210',
  country: 'at',
  state: 'W',
  googleMapsLink: 'https://maps.example/x',
  competitionDate: '2030-05-10T08:00:00.000Z',
  competitionEndDate: '2030-05-11T18:00:00.000Z',
  registration: true,
  registrationStart: '2030-03-01T00:00:00.000Z',
  registrationEnd: '2030-05-01T23:59:00.000Z',
  payOnSite: true,
  paymentViaDeposit: false,
  paymentWithWirecard: false,
  payOnTime: 9,
  firstPaymentReminder: 5,
  secondPaymentReminder: null,
  autoSubscriptionCancelation: true,
  viewType: 'ALL',
  paid: false,
  paidAt: null,
  cancelled: false,
  cancelledAt: null,
  deletedAt: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  active: true,
  stages: 8,
  minimumShots: 150,
  multipleRegistrations: false,
  fairOpening: false,
  fairOpeningLeadMinutes: 15,
  nationalCompetition: false,
  qualification: true,
  newCompetitionMailSent: false,
  division_ids: [1, 2],
  competitionClass_ids: [3],
  factor_ids: [4],
  announcementLink: null,
  resultListLink: null,
  publicLink: 'abc',
  orderItemCount: 0,
  competitionUploads: [
    {
      id: 9,
      type: { id: 1, name: 'Ausschreibung', showName: true },
      document: { id: 33, publicId: '7d5c0a4e-1b2f-4c3d-9e8f-0a1b2c3d4e5f', fileName: 'a.pdf' },
    },
  ],
  notificationBlocks: [{ type: { id: 1, name: 'SIGN_ON_CONFIRMATION' }, text: '<p>Hallo</p>' }],
  squads: [
    {
      id: 11,
      name: 'Samstag früh',
      information: 'Treffpunkt 7:30',
      squadSize: 2,
      maxWaitingListSize: 3,
      startDate: '2030-05-10',
      startTime: '08:00:00',
      endTime: '12:00:00',
      resultListLink: null,
      divisionIds: [1],
      competitionClassIds: [],
      factorIds: [],
      requireCode: false,
      stands: [
        { id: 21, name: 'A', inUse: true },
        { id: 22, name: 'B', inUse: false },
      ],
      subscriptionSize: 1,
      waitingListSize: 0,
      inUse: true,
    },
    {
      id: 12,
      name: 'Samstag spät',
      information: 'Ab Mittag',
      squadSize: 10,
      maxWaitingListSize: 0,
      startDate: '2030-05-10',
      startTime: '13:00:00',
      endTime: '17:00:00',
      resultListLink: null,
      divisionIds: [],
      competitionClassIds: [],
      factorIds: [],
      requireCode: true,
      multipleWaitingList: true,
      stands: [],
      subscriptionSize: 4,
      waitingListSize: 0,
      inUse: true,
    },
  ],
  startingPlaces: null,
  waitingListPlaces: null,
  feeStatus: 'OPEN',
  ...overrides,
});

const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, `${prefix}${key}.`)
      : [prefix + key],
  );

/** A complete new competition of a club admin, valid on NOW. */
const validValues = (): CompetitionValues => ({
  ...emptyCompetitionValues('competitions', {
    club: 1,
    firstName: 'Eva',
    lastName: 'Muster',
    email: 'eva@example.at',
    telephone: '+43 1',
    address: 'Senderstraße 8',
    zip: '1210',
    city: 'Wien',
    country: 'at',
    googleMapsLink: 'https://maps.example/x',
  }),
  name: 'Frühjahrscup',
  competitionTypeId: 1,
  level: 2,
  division_ids: [1],
  competitionClass_ids: [3],
  factor_ids: [4],
  stages: '8',
  nominationFee: '45,50',
  information: '<p>Info</p>',
  competitionDate: '2030-05-10T08:00',
  registrationStart: '2030-03-01T00:00',
  registrationEnd: '2030-05-01T23:59',
  payOnSite: true,
});

const clubAdminContext = {
  kind: 'competitions' as const,
  access: competitionAccess(CLUB_ADMIN),
  stored: null,
  now: NOW,
};

describe('who sees what of competitions and events', () => {
  it('tells admins, club admins and the other privileged role apart', () => {
    expect(competitionAccess(ADMIN)).toEqual({ admin: true, clubAdmin: false, portalAdmin: false });
    expect(competitionAccess(CLUB_ADMIN)).toEqual({ admin: false, clubAdmin: true, portalAdmin: false });
    expect(competitionAccess(PORTAL_ADMIN)).toEqual({ admin: false, clubAdmin: false, portalAdmin: true });
    expect(competitionAccess(SHOOTER)).toEqual({ admin: false, clubAdmin: false, portalAdmin: false });
  });

  it('puts "Bewerbe" and "Veranstaltungen" in the club menu of admins, portal admins and club admins', () => {
    const ids = (permissions: Permission[]) =>
      visibleSections(entriesFor(MENU_ENTRIES, 1), permissions)
        .flatMap((group) => group.entries)
        .filter((entry) => entry.id === 'clubCompetitions' || entry.id === 'clubEvents')
        .map((entry) => `${entry.id}:${entry.route}`);
    for (const permissions of [ADMIN, PORTAL_ADMIN, CLUB_ADMIN]) {
      expect(ids(permissions)).toEqual(['clubCompetitions:/competitions', 'clubEvents:/events']);
    }
    expect(ids(SHOOTER)).toEqual([]);
    expect([
      de.menu.clubCompetitions,
      de.menu.clubEvents,
      en.menu.clubCompetitions,
      en.menu.clubEvents,
    ]).toEqual(['Bewerbe', 'Veranstaltungen', 'Competitions', 'Events']);
  });

  it('keeps the competition texts out of the shell, with the same keys and placeholders in both languages', () => {
    expect('competitions' in de).toBe(false);
    expect(leaves(competitionsEn).sort()).toEqual(leaves(competitionsDe).sort());
    const valueOf = (tree: object, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
    const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const path of leaves(competitionsDe)) {
      const german = valueOf(competitionsDe, path);
      const english = valueOf(competitionsEn, path);
      expect(typeof english, path).toBe('string');
      expect((english as string).trim(), path).not.toBe('');
      expect(placeholders(english), path).toEqual(placeholders(german));
    }
  });
});

describe('competition list', () => {
  it('asks for the running ones, newest date first, 25 per page', () => {
    expect(
      buildCompetitionsQuery(DEFAULT_COMPETITIONS_FILTER, DEFAULT_COMPETITIONS_PAGING, {
        admin: false,
        portalAdmin: false,
      }),
    ).toEqual({
      page: 0,
      size: 25,
      sort: 'competitionDate,desc',
      archive: false,
    });
  });

  it('sends the club, view type and paid filters only for the roles that see them', () => {
    const filter = {
      name: ' cup ',
      clubId: 3,
      viewType: 'INTERNAL' as const,
      paid: 'unpaid' as const,
      archive: true,
    };
    expect(
      buildCompetitionsQuery(filter, DEFAULT_COMPETITIONS_PAGING, { admin: true, portalAdmin: false }),
    ).toMatchObject({
      name: 'cup',
      clubId: 3,
      viewType: 'INTERNAL',
      paid: false,
      archive: true,
    });
    const portal = buildCompetitionsQuery(filter, DEFAULT_COMPETITIONS_PAGING, {
      admin: false,
      portalAdmin: true,
    });
    expect(portal).toMatchObject({ paid: false });
    expect(portal).not.toHaveProperty('clubId');
    expect(portal).not.toHaveProperty('viewType');
    const club = buildCompetitionsQuery(filter, DEFAULT_COMPETITIONS_PAGING, {
      admin: false,
      portalAdmin: false,
    });
    expect(club).not.toHaveProperty('paid');
    expect(
      buildCompetitionsQuery({ ...filter, paid: 'all' }, DEFAULT_COMPETITIONS_PAGING, {
        admin: true,
        portalAdmin: false,
      }),
    ).not.toHaveProperty('paid');
  });

  it('shows A for cancelled, Ü, I, E for the view types and V for the rest', () => {
    expect(statusLetter({ cancelled: true, viewType: 'ALL' })).toBe('A');
    expect(statusLetter({ cancelled: false, viewType: 'ALL' })).toBe('Ü');
    expect(statusLetter({ cancelled: false, viewType: 'INTERNAL' })).toBe('I');
    expect(statusLetter({ cancelled: false, viewType: 'EXTERNAL' })).toBe('E');
    expect(statusLetter({ cancelled: false, viewType: 'UNLISTED' })).toBe('V');
  });

  it('colours unpaid rows red, UNLISTED purple, INTERNAL green and strikes inactive ones through', () => {
    expect(rowLook({ paid: false, viewType: 'ALL', active: true, cancelled: false })).toEqual({
      tone: 'unpaid',
      unpaid: true,
      struck: false,
    });
    // the view type colours the background, unpaid still the text
    expect(rowLook({ paid: false, viewType: 'UNLISTED', active: true, cancelled: false })).toEqual({
      tone: 'unlisted',
      unpaid: true,
      struck: false,
    });
    expect(rowLook({ paid: true, viewType: 'INTERNAL', active: false, cancelled: false })).toEqual({
      tone: 'internal',
      unpaid: false,
      struck: true,
    });
    expect(rowLook({ paid: true, viewType: 'ALL', active: true, cancelled: false }).tone).toBeNull();
  });

  it('adds up the squad sizes and their taken places; an event without squads has its starting places', () => {
    expect(placesOf(record())).toEqual({ size: 12, taken: 5 });
    expect(placesOf(record({ event: true, squads: [], startingPlaces: 30 }))).toEqual({ size: 30, taken: 0 });
  });
});

describe('competition form values', () => {
  it('shows instants in Vienna time and sends what was typed as Vienna time as UTC instants', () => {
    expect(toFormDateTime('2030-05-10T08:00:00.000Z')).toBe('2030-05-10T10:00');
    expect(toFormDateTime('2030-01-10T08:00:00.000Z')).toBe('2030-01-10T09:00');
    expect(toFormDateTime('2030-05-10T01:30:00+02:00')).toBe('2030-05-10T01:30');
    expect(toApiDateTime('2030-05-10T8:05')).toBe('2030-05-10T06:05:00.000Z');
    expect(toApiDateTime('2030-01-10T08:05')).toBe('2030-01-10T07:05:00.000Z');
    expect(toApiDateTime('2030-05-10T')).toBeNull();
    // 31.03.2030 02:30 does not exist in Vienna (clocks go forward); 27.10.2030 02:30 is the first one
    expect(dateTimeState('2030-03-31T02:30')).toBe('invalid');
    expect(toApiDateTime('2030-10-27T02:30')).toBe('2030-10-27T00:30:00.000Z');
    expect(dateTimeState('')).toBe('empty');
    expect(dateTimeState('2030-02-30T10:00')).toBe('invalid');
    expect(dateTimeState('2030-05-10T24:00')).toBe('invalid');
    expect(normalizeTime('7:30')).toBe('07:30');
  });

  it('takes euro amounts with a comma or a point and whole counts', () => {
    expect(parseEuro('45,50')).toBe(45.5);
    expect(parseEuro('45.5')).toBe(45.5);
    expect(parseEuro('1.234,5 €')).toBe(1234.5);
    expect(parseEuro('1.234')).toBe(1234);
    expect(parseEuro('')).toBeNull();
    expect(parseEuro('-3')).toEqual({ error: 'FIELD_MIN_0' });
    expect(parseEuro('zehn')).toEqual({ error: 'FIELD_INVALID' });
    expect(parseCount('12')).toBe(12);
    expect(parseCount('1.5')).toEqual({ error: 'FIELD_INVALID' });
    expect(parseCount('-1')).toEqual({ error: 'FIELD_MIN_0' });
  });

  it('starts a competition UNLISTED and an event ALL, pays within 9 days and registers through the portal', () => {
    const competition = emptyCompetitionValues('competitions');
    expect(competition).toMatchObject({
      viewType: 'UNLISTED',
      payOnTime: '9',
      registration: true,
      active: true,
    });
    expect(emptyCompetitionValues('events').viewType).toBe('ALL');
    expect(tabsOf('competitions')).toEqual([
      'competition',
      'contact',
      'address',
      'dates',
      'additional',
      'squads',
      'uploads',
    ]);
    expect(tabsOf('events')).not.toContain('squads');
  });

  it('copies without ids, as UNLISTED, keeping squads, stands and uploads', () => {
    const copy = copyValues(record());
    expect(copy.viewType).toBe('UNLISTED');
    expect(
      copy.squads.map((squad) => [
        squad.id,
        squad.inUse,
        squad.stands.map((stand) => [stand.id, stand.inUse]),
      ]),
    ).toEqual([
      [
        null,
        false,
        [
          [null, false],
          [null, false],
        ],
      ],
      [null, false, []],
    ]);
    expect(copy.competitionUploads).toEqual([
      {
        type: { id: 1, name: 'Ausschreibung', showName: true },
        document: { id: 33, publicId: '7d5c0a4e-1b2f-4c3d-9e8f-0a1b2c3d4e5f', fileName: 'a.pdf' },
      },
    ]);
    const body = toCompetitionBody(copy, 'competitions', competitionAccess(ADMIN));
    expect(body.squads[0]).not.toHaveProperty('id');
    expect(body.squads[0]!.stands).toEqual([{ name: 'A' }, { name: 'B' }]);
    expect(body.competitionUploads).toEqual([{ type: { id: 1 }, document: { id: 33 } }]);
  });

  it('sends the edit body with the API field names, instants, ids of kept squads and stands', () => {
    const body = toCompetitionBody(competitionValues(record()), 'competitions', competitionAccess(ADMIN));
    expect(body).toMatchObject({
      club: { id: 1 },
      name: 'Frühjahrscup',
      competitionTypeId: 1,
      level: { id: 2 },
      nominationFee: 45.5,
      competitionDate: '2030-05-10T08:00:00.000Z',
      competitionEndDate: '2030-05-11T18:00:00.000Z',
      registrationStart: '2030-03-01T00:00:00.000Z',
      registrationEnd: '2030-05-01T23:59:00.000Z',
      contact: { firstName: 'Eva', lastName: 'Muster', email: 'eva@example.at', telephone: '+43 1' },
      country: 'at',
      viewType: 'ALL',
      division_ids: [1, 2],
      notificationBlocks: [{ type: { id: 1 }, text: '<p>Hallo</p>' }],
      startingPlaces: null,
    });
    expect(body.squads[0]).toMatchObject({
      id: 11,
      squadSize: 2,
      startTime: '08:00:00',
      stands: [
        { id: 21, name: 'A' },
        { id: 22, name: 'B' },
      ],
    });
    expect(body).not.toHaveProperty('contact.fullName');
    // a club admin's club is the own one: the server sets it
    expect(
      toCompetitionBody(competitionValues(record()), 'competitions', competitionAccess(CLUB_ADMIN)).club,
    ).toBeNull();
  });

  it("reads each squad's multiple-waiting-list flag (absent: false), sends it and keeps it in a copy", () => {
    // the first squad of the record has no flag (an older answer), the second has it set
    const values = competitionValues(record());
    expect(values.squads.map((squad) => squad.multipleWaitingList)).toEqual([false, true]);
    const body = toCompetitionBody(values, 'competitions', competitionAccess(ADMIN));
    expect(body.squads.map((squad) => squad.multipleWaitingList)).toEqual([false, true]);
    const copy = toCompetitionBody(copyValues(record()), 'competitions', competitionAccess(ADMIN));
    expect(copy.squads.map((squad) => squad.multipleWaitingList)).toEqual([false, true]);
    expect(emptySquad().multipleWaitingList).toBe(false);
  });

  it('sends stored instants of untouched date fields to the millisecond, and no registration period without registration', () => {
    const stored = record({ registrationStart: '2030-01-10T07:30:45.500Z' });
    const initial = competitionValues(stored);
    const values = { ...initial, competitionDate: '2030-05-12T08:00' };
    const body = keepUnchangedInstants(
      toCompetitionBody(values, 'competitions', competitionAccess(ADMIN)),
      values,
      initial,
      stored,
    );
    expect(body.registrationStart).toBe('2030-01-10T07:30:45.500Z');
    expect(body.competitionDate).toBe('2030-05-12T06:00:00.000Z');
    const off = toCompetitionBody(
      { ...initial, registration: false },
      'competitions',
      competitionAccess(ADMIN),
    );
    expect([off.registration, off.registrationStart, off.registrationEnd]).toEqual([false, null, null]);
    expect(
      keepUnchangedInstants(off, { ...initial, registration: false }, initial, stored).registrationStart,
    ).toBeNull();
  });

  it('moves end, registration and squad dates by the days the competition date moved', () => {
    const values = competitionValues(record());
    expect(dateShiftDays('2030-05-10T08:00', '2030-05-17T09:00')).toBe(7);
    expect(dateShiftDays('2030-05-10T08:00', '2030-05-10T10:00')).toBeNull();
    expect(dateShiftDays('', '2030-05-10T10:00')).toBeNull();
    const moved = shiftDependentDates({ ...values, competitionDate: '2030-05-17T08:00' }, 7);
    // the record's instants read in Vienna: 18:00Z is 20:00 in May, 00:00Z is 01:00 in March
    expect(moved.competitionEndDate).toBe('2030-05-18T20:00');
    expect(moved.registrationStart).toBe('2030-03-08T01:00');
    expect(moved.registrationEnd).toBe('2030-05-09T01:59');
    expect(moved.squads.map((squad) => squad.startDate)).toEqual(['2030-05-17', '2030-05-17']);
  });
});

describe('competition form rules', () => {
  it('accepts a complete competition of a club admin', () => {
    expect(validateCompetition(validValues(), clubAdminContext)).toEqual({});
  });

  it('asks club admins for everything a shooter needs, admins for the club', () => {
    const empty = emptyCompetitionValues('competitions');
    const errors = validateCompetition(empty, clubAdminContext);
    for (const field of [
      'name',
      'competitionTypeId',
      'level',
      'division_ids',
      'competitionClass_ids',
      'factor_ids',
      'stages',
      'nominationFee',
      'information',
      'contact.firstName',
      'contact.telephone',
      'address',
      'googleMapsLink',
      'competitionDate',
      'registrationStart',
      'registrationEnd',
    ]) {
      expect(errors[field], field).toBe('FIELD_IS_REQUIRED');
    }
    expect(errors.club).toBeUndefined();
    expect(errors.paymentMethod).toBe('PAYMENTMETHOD_REQUIRED');
    const adminErrors = validateCompetition(empty, { ...clubAdminContext, access: competitionAccess(ADMIN) });
    expect(adminErrors.club).toBe('FIELD_IS_REQUIRED');
    expect(adminErrors.level).toBeUndefined();
    expect(adminErrors['contact.firstName']).toBeUndefined();
  });

  it('checks the order of the dates, the past, payOnTime and the reminder of the auto sign-off', () => {
    const errors = validateCompetition(
      {
        ...validValues(),
        competitionEndDate: '2030-05-09T08:00',
        registrationStart: '2030-05-11T00:00',
        registrationEnd: '2030-05-10T23:00',
        payOnTime: '8',
        autoSubscriptionCancelation: true,
      },
      clubAdminContext,
    );
    expect(errors).toMatchObject({
      competitionEndDate: 'CHECK_COMPETITION_END_DATE',
      registrationStart: 'CHECK_REGISTRATION_START',
      registrationEnd: 'CHECK_REGISTRATION_END',
      payOnTime: 'FIELD_MIN_9',
      autoSubscriptionCancelation: 'AUTO_SUBSCRIPTION_CANCELATION_NEEDS_REMINDER',
    });
    expect(
      validateCompetition({ ...validValues(), registrationEnd: '2030-02-01T00:00' }, clubAdminContext)
        .registrationEnd,
    ).toBe('CHECK_REGISTRATION_DATE');
    const past = {
      ...validValues(),
      competitionDate: '2030-01-14T08:00',
      registrationStart: '2030-01-10T00:00',
      registrationEnd: '2030-01-13T00:00',
    };
    expect(validateCompetition(past, clubAdminContext)).toMatchObject({
      competitionDate: 'DATE_IN_THE_PAST',
      registrationStart: 'DATE_IN_THE_PAST',
    });
    // a stored competition keeps its past dates
    expect(validateCompetition(past, { ...clubAdminContext, stored: past })).toEqual({});
    // today (in Vienna) is not the past
    expect(
      validateCompetition({ ...validValues(), registrationStart: '2030-01-15T00:00' }, clubAdminContext),
    ).toEqual({});
    // at 00:30 in Vienna (23:30 UTC) the new day has begun: the day before is the past
    const afterMidnight = { ...clubAdminContext, now: Date.UTC(2030, 0, 15, 23, 30) };
    expect(
      validateCompetition({ ...validValues(), registrationStart: '2030-01-15T23:00' }, afterMidnight)
        .registrationStart,
    ).toBe('DATE_IN_THE_PAST');
  });

  it('requires an event to have starting places but no divisions, stages or squads', () => {
    const values = {
      ...validValues(),
      division_ids: [],
      factor_ids: [],
      competitionClass_ids: [],
      stages: '',
      level: null,
      startingPlaces: '',
    };
    const errors = validateCompetition(values, { ...clubAdminContext, kind: 'events' });
    expect(errors).toEqual({ startingPlaces: 'FIELD_IS_REQUIRED' });
    expect(
      validateCompetition({ ...values, startingPlaces: '20' }, { ...clubAdminContext, kind: 'events' }),
    ).toEqual({});
  });

  it('checks squads: required fields, times, and the squad size against the stands', () => {
    const squad = {
      ...emptySquad('2030-05-10T08:00'),
      name: 'S1',
      information: 'i',
      squadSize: '3',
      startTime: '8:00',
      endTime: '12:00',
    };
    const stands = [
      { ...emptyStand(), name: 'A' },
      { ...emptyStand(), name: '' },
    ];
    const errors = validateCompetition(
      {
        ...validValues(),
        squads: [squad, { ...squad, stands }, { ...squad, startTime: '25:00', squadSize: '', startDate: '' }],
      },
      clubAdminContext,
    );
    expect(errors).toEqual({
      'squads.1.squadSize': 'ERROR.SQUAD_STAND_SIZE_NOT_MATCH',
      'squads.1.stands.1.name': 'FIELD_IS_REQUIRED',
      'squads.2.squadSize': 'FIELD_IS_REQUIRED',
      'squads.2.startDate': 'FIELD_IS_REQUIRED',
      'squads.2.startTime': 'FIELD_INVALID',
    });
    expect(tabsWithErrors(errors)).toEqual(new Set(['squads']));
    expect(
      validateCompetition(
        {
          ...validValues(),
          squads: [{ ...squad, squadSize: '2', stands: [stands[0]!, { ...stands[1]!, name: 'B' }] }],
        },
        clubAdminContext,
      ),
    ).toEqual({});
  });

  it('shows server errors at their fields and tabs', () => {
    expect(formPathOf('squads.0.stands')).toBe('squads.0.stands');
    expect(formPathOf('squads[1].stands[0].name')).toBe('squads.1.stands.0.name');
    expect(formPathOf('body.club.id')).toBe('club');
    expect(formPathOf('level.id')).toBe('level');
    expect(formPathOf('competitionUploads.0.document.id')).toBe('competitionUploads');
    expect(formPathOf('paymentMethod')).toBe('paymentMethod');
    expect(formPathOf('whatever')).toBeNull();
    const failure = {
      status: 400,
      data: {
        error: 'FIELD_IS_REQUIRED',
        errors: [
          { field: 'contact.email', key: 'EMAIL_FORMAT' },
          { field: 'registrationStart', key: 'DATE_IN_THE_PAST' },
          { field: 'squads.0.stands', key: 'ERROR.SQUAD_STAND_SIZE_NOT_MATCH' },
        ],
      },
    };
    const { fieldErrors, message } = competitionFieldErrors(failure);
    expect(message).toBeNull();
    expect(fieldErrors).toEqual({
      'contact.email': 'EMAIL_FORMAT',
      registrationStart: 'DATE_IN_THE_PAST',
      'squads.0.stands': 'ERROR.SQUAD_STAND_SIZE_NOT_MATCH',
    });
    expect(tabsWithErrors(fieldErrors)).toEqual(new Set(['contact', 'dates', 'squads']));
    expect(firstErrorTab(fieldErrors, 'competitions')).toBe('contact');
    expect(competitionFieldErrors({ status: 409, data: { error: 'COMPETITION_DOESNT_EXIST' } })).toEqual({
      fieldErrors: {},
      message: 'COMPETITION_DOESNT_EXIST',
    });
    expect(withoutSquadErrors({ 'squads.0.name': 'A', 'squads.2.name': 'B', name: 'C' }, 1)).toEqual({
      'squads.0.name': 'A',
      'squads.1.name': 'B',
      name: 'C',
    });
  });
});
