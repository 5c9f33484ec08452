import type { Competition } from '@portal/contracts';
import type { ExportHarness } from './harness';

const day = 86_400_000;
export const future = new Date(Date.now() + 30 * day).toISOString();
const past = new Date(Date.now() - 30 * day).toISOString();

export function competition(
  id: number,
  clubId: number,
  date: string,
  squads: { id: number; name: string; stands?: { id: number; name: string }[] }[],
  over: Partial<Competition> = {},
): Competition {
  return {
    id,
    club: { id: clubId, name: `Club ${clubId}`, hasBankInformation: false },
    event: false,
    name: `Match ${id}`,
    eventType: null,
    competitionTypeId: 1,
    competitionType: { id: 1, name: 'IPSC', signupReservationTimeout: 300, event: false },
    level: { id: 41, name: 'Level II' },
    nominationFee: 25,
    city: 'Wien',
    zip: '1210',
    country: 'at',
    state: 'W',
    competitionDate: date,
    competitionEndDate: null,
    registrationStart: null,
    registrationEnd: null,
    viewType: 'ALL',
    paid: true,
    cancelled: false,
    deletedAt: null,
    active: true,
    stages: 6,
    publicLink: `link-${id}`,
    squads: squads.map((s) => ({
      id: s.id,
      name: s.name,
      information: '',
      squadSize: 10,
      maxWaitingListSize: 5,
      startDate: date.slice(0, 10),
      startTime: '09:00:00',
      endTime: '12:00:00',
      stands: (s.stands ?? []).map((st) => ({ ...st, inUse: true })),
    })),
    ...over,
  } as unknown as Competition;
}

export interface ItemFixture {
  itemId: number;
  competitionId: number;
  squadId: number;
  squadStandId?: number | null;
  firstName: string;
  lastName: string;
  clubId?: number;
  divisionId?: number | null;
  factorId?: number | null;
  competitionClassId?: number | null;
  userId?: number | null;
  cancelled?: boolean;
  waitingList?: boolean;
  paid?: boolean;
}

export const snapshot = (i: ItemFixture) => ({
  itemId: i.itemId,
  orderId: i.itemId + 10_000,
  orderStatus: 'RESERVED',
  paymentMethod: 'PAY_ON_SITE',
  orderCreatedAt: new Date().toISOString(),
  reservedAt: new Date().toISOString(),
  competitionId: i.competitionId,
  squadId: i.squadId,
  squadStandId: i.squadStandId ?? null,
  reservationCode: null,
  waitingList: i.waitingList ?? false,
  userId: i.userId ?? null,
  firstName: i.firstName,
  lastName: i.lastName,
  email: `${i.lastName.toLowerCase()}@example.org`,
  clubId: i.clubId ?? 1,
  divisionId: i.divisionId ?? 11,
  competitionClassId: i.competitionClassId ?? 21,
  factorId: i.factorId ?? 31,
  country: 'at',
  state: 'W',
  locale: 'de',
  cancelled: i.cancelled ?? false,
  paid: i.paid ?? false,
  paid2: false,
  released: false,
  createdAt: new Date().toISOString(),
  createdBy: null,
});

/**
 * Two clubs: club 1 runs the paid future match 100 (squad A with two stands, squad B) and the past
 * match 300; club 2 runs the unpaid future match 200.
 */
export const ITEMS: ItemFixture[] = [
  {
    itemId: 1,
    competitionId: 100,
    squadId: 1000,
    squadStandId: 5001,
    firstName: 'Anna',
    lastName: 'Ämter',
    userId: 501,
    paid: true,
  },
  {
    itemId: 2,
    competitionId: 100,
    squadId: 1000,
    squadStandId: 5002,
    firstName: 'Bernd',
    lastName: 'Berger',
    divisionId: 12,
    factorId: 32,
  },
  {
    itemId: 3,
    competitionId: 100,
    squadId: 1001,
    firstName: 'Carla',
    lastName: 'Cancelled',
    cancelled: true,
  },
  { itemId: 4, competitionId: 100, squadId: 1001, firstName: 'Dora', lastName: 'Wait', waitingList: true },
  { itemId: 5, competitionId: 200, squadId: 2000, firstName: 'Emil', lastName: 'Graz', clubId: 2 },
  { itemId: 6, competitionId: 300, squadId: 3000, firstName: 'Anna', lastName: 'Ämter', userId: 501 },
];

export async function loadFixtures(h: ExportHarness): Promise<void> {
  for (const [id, name, street] of [
    [1, 'SV Wien-Floridsdorf', 'Hauptstraße 1'],
    [2, 'SC Graz', 'Murgasse 2'],
  ] as const) {
    await h.publish('catalog.club.upserted', 1, {
      id,
      name,
      longName: name,
      address: street,
      zip: id === 1 ? '1210' : '8010',
      city: id === 1 ? 'Wien' : 'Graz',
      country: 'at',
      bmdAccountNumber: `BMD-${id}`,
      active: true,
    });
  }
  for (const [resource, id, name] of [
    ['divisions', 11, 'Production'],
    ['divisions', 12, 'Open'],
    ['competitionClasses', 21, 'Senior'],
    ['factors', 31, 'Minor'],
    ['factors', 32, 'Major'],
    ['levels', 41, 'Level II'],
  ] as const)
    await h.publish('catalog.reference-data.upserted', 1, { resource, id, name });
  await h.publish(
    'catalog.competition.upserted',
    2,
    competition(100, 1, future, [
      {
        id: 1000,
        name: 'Squad A',
        stands: [
          { id: 5001, name: 'Stand 1' },
          { id: 5002, name: 'Stand 2' },
        ],
      },
      { id: 1001, name: 'Squad B' },
    ]),
  );
  await h.publish(
    'catalog.competition.upserted',
    1,
    competition(200, 2, future, [{ id: 2000, name: 'Squad G' }], { paid: false, nominationFee: 30.5 }),
  );
  await h.publish(
    'catalog.competition.upserted',
    1,
    competition(300, 1, past, [{ id: 3000, name: 'Squad P' }]),
  );
  for (const item of ITEMS) await h.publish('registration.order-item.upserted', item.itemId, snapshot(item));
  for (const [id, competitionId, clubId] of [
    [8001, 100, 1],
    [8002, 200, 2],
  ] as const)
    await h.publish('registration.reservation-code.upserted', id, {
      id,
      code: `CODE-${id}`,
      competitionId,
      clubId,
      createdAt: new Date().toISOString(),
      used: false,
      usedAt: null,
      orderItemId: null,
    });
  // shooter carries the profile's IPSC data; zweiter comes as an older event without those fields
  for (const [userId, username, ipsc] of [
    [501, 'shooter', { ipscNumber: 'AUT-4711', ipscRegion: 'AUT', ipscAlias: null, alias: 'Anni' }],
    [502, 'zweiter', {}],
  ] as const)
    await h.publish('identity.user.upserted', 1, {
      ...ipsc,
      userId,
      username,
      email: `${username}@example.org`,
      firstName: 'Vor',
      lastName: username,
      locale: 'de',
      clubId: 1,
      roles: ['ROLE_USER'],
      active: true,
      enabled: true,
      // a paid-until day is a calendar day (docs/time-zone.md)
      paymentUntil: username === 'shooter' ? '2027-11-27' : null,
      notificationSelection: {},
      divisionIds: [],
    });
  await h.publish('catalog.advertising.upserted', 1, {
    id: 7,
    publicId: 'ad-7',
    active: true,
    name: 'Munition Müller',
    shortName: 'MM',
    text: null,
    image: null,
    detailImage: null,
    fromDate: '2026-01-01T00:00:00.000Z',
    toDate: '2026-12-31T00:00:00.000Z',
    buttonText: 'Mehr',
    buttonLink: 'https://example.org',
    detailView: false,
    clicks: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
}
