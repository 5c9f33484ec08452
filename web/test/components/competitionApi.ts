import { http, HttpResponse } from 'msw';
import type { Competition, Squad } from '../../src/admin/competitions/competitionModel';
import type { Identity } from '../../src/session/types';
import { shooterIdentity } from '../fixtures';
import { api, server } from './server';

/** YYYY-MM-DD `days` after today (UTC): the fixtures stay in the future whenever the tests run. */
export const dayAhead = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** DD.MM.YYYY of a YYYY-MM-DD, as the form's date fields show it. */
export const shownDay = (day: string): string => day.split('-').reverse().join('.');

/** The competition's day, about half a year ahead; registration runs before it. */
export const COMPETITION_DAY = dayAhead(180);

export const ADMIN: Identity = shooterIdentity({
  id: 1,
  clubId: null,
  username: 'admin',
  userRoles: [{ name: 'ROLE_ADMIN' }],
  permissions: ['IS_ADMIN', 'IS_CLIENT_ADMIN', 'IS_PORTAL_ADMIN'],
});

export const CLUB_ADMIN: Identity = shooterIdentity({
  id: 2,
  clubId: 1,
  username: 'vereinsadmin',
  userRoles: [{ name: 'ROLE_CLUB_ADMIN' }],
  permissions: ['IS_CLUB_ADMIN', 'USER_LIST'],
});

export const squad = (overrides: Partial<Squad> = {}): Squad => ({
  id: 11,
  name: 'Samstag früh',
  information: 'Treffpunkt 7:30',
  squadSize: 10,
  maxWaitingListSize: 0,
  startDate: COMPETITION_DAY,
  startTime: '08:00:00',
  endTime: '12:00:00',
  resultListLink: null,
  divisionIds: [],
  competitionClassIds: [],
  factorIds: [],
  requireCode: false,
  stands: [],
  subscriptionSize: 0,
  waitingListSize: 0,
  inUse: false,
  ...overrides,
});

/** A stored competition as `GET competitions/{id}` answers it. */
export const competition = (overrides: Partial<Competition> = {}): Competition => ({
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
  competitionDate: `${COMPETITION_DAY}T06:00:00.000Z`,
  competitionEndDate: `${COMPETITION_DAY}T16:00:00.000Z`,
  registration: true,
  registrationStart: `${dayAhead(90)}T06:00:00.000Z`,
  registrationEnd: `${dayAhead(170)}T16:00:00.000Z`,
  payOnSite: true,
  paymentViaDeposit: false,
  paymentWithWirecard: false,
  payOnTime: 9,
  firstPaymentReminder: 5,
  secondPaymentReminder: null,
  autoSubscriptionCancelation: false,
  viewType: 'ALL',
  paid: false,
  paidAt: null,
  cancelled: false,
  cancelledAt: null,
  deletedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
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
  publicLink: 'fruehjahrscup',
  orderItemCount: 0,
  competitionUploads: [],
  notificationBlocks: [],
  squads: [
    squad({ id: 11, name: 'Samstag früh', inUse: true, subscriptionSize: 3 }),
    squad({ id: 12, name: 'Samstag spät', startTime: '13:00:00', endTime: '17:00:00' }),
  ],
  startingPlaces: null,
  waitingListPlaces: null,
  feeStatus: 'OPEN',
  ...overrides,
});

const list = <T>(content: T[]) => HttpResponse.json({ content, totalElements: content.length });

/**
 * The choices the competition form loads (types, levels, classes, factors, upload types, the
 * divisions of type 1, the clubs) and the stored competition `record` at `competitions/{id}`.
 */
export const answerCompetitionForm = (record: Competition) =>
  server.use(
    http.get(api('competitionTypes'), () =>
      list([
        { id: 1, name: 'IPSC Handgun', event: false },
        { id: 5, name: 'Vereinsfest', event: true },
      ]),
    ),
    http.get(api('levels'), () => list([{ id: 2, name: 'Level II' }])),
    http.get(api('competitionClasses'), () => list([{ id: 3, name: 'Open' }])),
    http.get(api('factors'), () => list([{ id: 4, name: 'Major' }])),
    http.get(api('uploadTypes'), () =>
      list([{ id: 1, name: 'Ausschreibung', showName: true, sortingOrder: 1 }]),
    ),
    http.get(api('divisions/findByCompetitionType/1'), () =>
      HttpResponse.json([
        { id: 1, name: 'Production' },
        { id: 2, name: 'Standard' },
      ]),
    ),
    http.get(api('clubs'), () => list([{ id: 1, name: 'SV Floridsdorf', bankInformation: null }])),
    http.get(api(`competitions/${record.id}`), () => HttpResponse.json(record)),
  );

/** What the form sent with its PUT (`competitions/{id}`), answered by `answer`. */
export const recordSaves = (id: number, answer: () => Response) => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(api(`competitions/${id}`), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
};

/** The rows of the back-office list: two coming competitions, and a cancelled one in the archive. */
export const LIST_ROWS: Competition[] = [
  competition({ id: 7, name: 'Frühjahrscup' }),
  competition({
    id: 8,
    name: 'Herbstcup',
    paid: true,
    viewType: 'INTERNAL',
    club: { id: 2, name: 'SV Tulln', hasBankInformation: false },
  }),
];
export const ARCHIVE_ROWS: Competition[] = [competition({ id: 9, name: 'Wintercup', cancelled: true })];

/**
 * `GET competitions` (or `events`) as the catalog answers it, filtered by name and archive like the
 * real one; every request's query is noted in the returned list (newest last). `rows()` is read at
 * each request, so a test can change what a later reload finds.
 */
export const answerCompetitionList = (
  kind: 'competitions' | 'events',
  rows: () => Competition[] = () => LIST_ROWS,
) => {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(api(kind), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      const name = (query.name ?? '').toLowerCase();
      const found = (query.archive === 'true' ? ARCHIVE_ROWS : rows()).filter((row) =>
        row.name.toLowerCase().includes(name),
      );
      return list(found);
    }),
    http.get(api('clubs'), () =>
      list([
        { id: 1, name: 'SV Floridsdorf' },
        { id: 2, name: 'SV Tulln' },
      ]),
    ),
  );
  return asked;
};
