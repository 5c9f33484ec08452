import type { PreparedOrder, PublicCompetitionDetail, PublicSquad } from '@portal/contracts';
import { http, HttpResponse } from 'msw';
import { api, server } from './server';

const DAY = 86_400_000;
const named = (id: number, name: string) => [{ id, name }];

const publicSquad = (overrides: Partial<PublicSquad>): PublicSquad => ({
  id: 11,
  name: 'Samstag früh',
  information: 'Treffpunkt 7:30',
  squadSize: 10,
  subscriptionSize: 4,
  maxWaitingListSize: 0,
  waitingListSize: 0,
  free: 6,
  waitingListFree: 0,
  full: false,
  waitingListOnly: false,
  requireCode: false,
  multipleWaitingList: false,
  startDate: null,
  startTime: null,
  endTime: null,
  resultListLink: null,
  stands: [],
  divisions: named(1, 'Production'),
  competitionClasses: named(3, 'Open'),
  factors: named(4, 'Minor'),
  ...overrides,
});

/** The public page's competition: registration open since yesterday, one squad with stands, one without. */
export const openCompetition = (): PublicCompetitionDetail => ({
  id: 7,
  name: 'Frühjahrscup',
  publicLink: 'fruehjahrscup',
  event: false,
  eventType: null,
  eventName: null,
  active: true,
  cancelled: false,
  archived: false,
  competitionDate: new Date(Date.now() + 60 * DAY).toISOString(),
  competitionEndDate: null,
  registration: true,
  registrationStart: new Date(Date.now() - DAY).toISOString(),
  registrationEnd: new Date(Date.now() + 30 * DAY).toISOString(),
  registrationOpen: true,
  competitionTypeId: 1,
  competitionTypeName: 'IPSC Handgun',
  competitionTypeImage: null,
  levelId: 2,
  levelName: 'Level II',
  stages: 8,
  nominationFee: 45.5,
  nationalCompetition: false,
  payOnSite: true,
  paymentViaDeposit: false,
  paymentWithWirecard: false,
  clubId: 1,
  clubName: 'SV Floridsdorf',
  clubShortName: null,
  clubPublicLinkId: 'sv-floridsdorf',
  clubLogo: null,
  address: 'Senderstraße 8',
  zip: '1210',
  city: 'Wien',
  country: 'at',
  state: null,
  googleMapsLink: null,
  announcementLink: null,
  resultListLink: null,
  competitionUploads: [],
  places: { total: 20, taken: 8, free: 12, waitingListTotal: 0, waitingListFree: 0 },
  favourite: false,
  registered: false,
  registrationPaid: false,
  paid: true,
  information: null,
  clubWebsiteLink: null,
  contactName: null,
  contactEmail: null,
  contactTelephone: null,
  minimumShots: null,
  multipleRegistrations: false,
  fairOpening: false,
  fairOpeningLeadMinutes: 15,
  signupReservationTimeout: 300,
  club: {
    id: 1,
    name: 'SV Floridsdorf',
    longName: 'SV Floridsdorf',
    publicLinkId: 'sv-floridsdorf',
    bankInformation: null,
  },
  division: named(1, 'Production'),
  competitionClass: named(3, 'Open'),
  factor: named(4, 'Minor'),
  squads: [
    publicSquad({
      id: 11,
      name: 'Samstag früh',
      stands: [
        { id: 21, name: 'Stand A', free: true },
        { id: 22, name: 'Stand B', free: true },
      ],
    }),
    publicSquad({ id: 12, name: 'Samstag spät', free: 6 }),
  ],
});

/** A call of the sign-up as registration received it. */
export interface SignUpCall {
  path: string;
  body: unknown;
  guestSession: string | null;
}

const heldOrder = (squadId: number, squadName: string, holdMs: number): PreparedOrder => ({
  id: 501,
  status: 'PREPARE',
  firstName: null,
  lastName: null,
  email: null,
  paymentMethod: null,
  expiresAt: new Date(Date.now() + holdMs).toISOString(),
  orderItems: [
    {
      id: 601,
      token: 'item-token-601',
      competitionId: 7,
      competitionName: 'Frühjahrscup',
      competitionEvent: false,
      squadId,
      squadName,
      squad: { id: squadId, name: squadName },
      squadStandId: null,
      squadStand: null,
      squadStandName: null,
      reservationCode: null,
      waitingList: false,
      firstName: null,
      lastName: null,
      email: null,
    },
  ],
});

/**
 * Registration's side of a guest's sign-up: the server clock, the guest session (a challenge of
 * 4 bits, solved on the page), the pre-registration check, a hold of `holdMs` from prepareOrder,
 * the free stands, updateStand, reserveOrder and releaseOrder. Every call but the clock is noted.
 */
export const answerSignUp = ({ holdMs = 300_000 }: { holdMs?: number } = {}) => {
  const calls: SignUpCall[] = [];
  let order: PreparedOrder | null = null;
  const note = async (request: Request) => {
    const text = await request.text();
    calls.push({
      path: new URL(request.url).pathname.replace('/api/publicResources/', ''),
      body: text ? (JSON.parse(text) as unknown) : null,
      guestSession: request.headers.get('x-guest-session'),
    });
  };
  server.use(
    http.get(api('publicResources/serverTime'), () => HttpResponse.json({ now: Date.now() })),
    // jsdom has no EventSource: live places are polled (docs/live-places.md); none changed here
    http.get(api('publicResources/live/placesNow'), () => HttpResponse.json([])),
    http.post(api('publicResources/guestSession/challenge'), async ({ request }) => {
      await note(request);
      const expiresAt = new Date(Date.now() + 60_000).toISOString();
      return HttpResponse.json({ challenge: 'c0ffee'.padEnd(32, '0'), bits: 4, expiresAt });
    }),
    http.post(api('publicResources/guestSession'), async ({ request }) => {
      await note(request);
      return HttpResponse.json({
        guestSession: 'guest-session-1',
        expiresAt: new Date(Date.now() + DAY).toISOString(),
      });
    }),
    http.get(api('publicResources/preRegistrationCheck/7'), () => HttpResponse.json({ codeRequired: false })),
    http.post(api('publicResources/prepareOrder'), async ({ request }) => {
      await note(request.clone());
      const { orderItems } = (await request.json()) as { orderItems: [{ squadId: number }] };
      const squad = openCompetition().squads.find((one) => one.id === orderItems[0].squadId)!;
      order = heldOrder(squad.id, squad.name, holdMs);
      return HttpResponse.json(order);
    }),
    http.get(api('publicResources/squadStands'), () =>
      HttpResponse.json({
        content: [
          { id: 21, name: 'Stand A', squadId: 11, available: true },
          { id: 22, name: 'Stand B', squadId: 11, available: true },
        ],
        totalElements: 2,
      }),
    ),
    http.put(api('publicResources/updateStand/:token'), async ({ request }) => {
      await note(request);
      const [item] = order!.orderItems;
      order = { ...order!, orderItems: [{ ...item, squadStandId: 22, squadStandName: 'Stand B' }] };
      return HttpResponse.json(order);
    }),
    http.post(api('publicResources/reserveOrder'), async ({ request }) => {
      await note(request);
      return HttpResponse.json({
        ...order!,
        status: 'RESERVED',
        expiresAt: null,
        cartId: 900,
        cartToken: 'cart-token-900',
        cartAmount: 1,
      });
    }),
    http.post(api('publicResources/releaseOrder'), async ({ request }) => {
      await note(request);
      return HttpResponse.json({});
    }),
  );
  return calls;
};
