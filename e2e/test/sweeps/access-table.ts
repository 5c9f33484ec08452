import { ACTORS, OTHER_CLUB, OWN_CLUB, type Actor, type World } from './world';
import { callApi } from '../session';

/**
 * Who may do what: one entry per operation of the merged OpenAPI document (`METHOD path`). An
 * operation missing here fails the authorization sweep, so a new endpoint must join the table.
 *
 * `allow` lists the actors that may call it at all. Operations whose answer depends on whose
 * record it is (a club admin on another club's club, competition or users, a user on another's
 * profile) name `cases`: each case builds a request against a record made for the sweep and
 * lists the actors allowed on that record. Allowed actors of a case must get a 2xx (so the case
 * really reaches the permission check); every other actor must not.
 */
export interface AccessRule {
  allow: readonly Actor[];
  cases?: Record<string, AccessCase>;
}

export interface AccessCase {
  allow: readonly Actor[];
  /** the actors this case is sent as (default: all) */
  actors?: readonly Actor[];
  /** false: allowed actors are not sent (the request cannot be repeated, e.g. a delete by id) */
  control?: boolean;
  /** an answer that is a 2xx yet refuses (e.g. a bulk delete that skipped the foreign id) */
  refused?: (status: number, text: string) => boolean;
  request: (world: World, actor: Actor) => Promise<CaseRequest>;
}

export interface CaseRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

const EVERYONE = ACTORS;
const LOGGED_IN = ACTORS.filter((actor) => actor !== 'guest');
/** logged-in users that are not guests (ROLE_GUEST has no profile and no favourites) */
const USERS = LOGGED_IN.filter((actor) => actor !== 'guestUser');
const ADMINS: Actor[] = ['admin', 'portalAdmin'];
const BACK_OFFICE: Actor[] = [...ADMINS, 'clubAdmin', 'otherClubAdmin'];
const USER_MANAGERS: Actor[] = [...BACK_OFFICE, 'clientAdmin'];
const CLIENT_ADMINS: Actor[] = ['admin', 'clientAdmin'];
const ONLY_ADMIN: Actor[] = ['admin'];
/** neither guest nor admin, portal admin or club admin (the shooter check, docs/my-competitions.md) */
const PLAIN_USERS: Actor[] = ['shooter', 'deputy', 'clientAdmin'];

/** The club an actor's own records belong to (club admins: their club). */
const clubOf = (world: World, actor: Actor) => world.sessions[actor].clubId ?? OWN_CLUB;

// ---- ownership cases ------------------------------------------------------------------------

const clubCases = (withBody: boolean): Record<string, AccessCase> => ({
  'own club': {
    allow: [...ADMINS, 'clubAdmin'],
    request: async (world) => ({
      params: { id: OWN_CLUB },
      body: withBody ? await world.clubBody(OWN_CLUB) : undefined,
    }),
  },
  'other club': {
    allow: [...ADMINS, 'otherClubAdmin'],
    request: async (world) => ({
      params: { id: OTHER_CLUB },
      body: withBody ? await world.clubBody(OTHER_CLUB) : undefined,
    }),
  },
});

const competitionCases = (body: boolean, fresh = false): Record<string, AccessCase> =>
  Object.fromEntries(
    (
      [
        ['club 1 competition', OWN_CLUB, 'clubAdmin'],
        ['club 2 competition', OTHER_CLUB, 'otherClubAdmin'],
      ] as const
    ).map(([name, club, owner]) => [
      name,
      {
        allow: [...ADMINS, owner],
        request: async (world: World) => ({
          params: {
            id: fresh
              ? await world.competition(club)
              : await world.shared(`competition ${club}`, () => world.competition(club)),
          },
          body: body ? world.competitionBody(club) : undefined,
        }),
      },
    ]),
  );

/** Bodies naming a competition by id: `{ id, cancelled }`, `{ ids }`. */
const competitionBodyCases = (
  make: (id: number) => unknown,
  fresh = false,
  refused?: AccessCase['refused'],
): Record<string, AccessCase> =>
  Object.fromEntries(
    (
      [
        ['club 1 competition', OWN_CLUB, 'clubAdmin'],
        ['club 2 competition', OTHER_CLUB, 'otherClubAdmin'],
      ] as const
    ).map(([name, club, owner]) => [
      name,
      {
        allow: [...ADMINS, owner],
        refused,
        request: async (world: World) => ({
          body: make(
            fresh
              ? await world.competition(club)
              : await world.shared(`competition ${club}`, () => world.competition(club)),
          ),
        }),
      },
    ]),
  );

type UserTarget = 'club 1 shooter' | 'club 2 shooter' | 'admin';
type UserAction = 'view' | 'edit' | 'delete';
const USER_TARGETS: [UserTarget, Record<UserAction, readonly Actor[]>, Record<string, unknown>][] = [
  [
    'club 1 shooter',
    { view: [...ADMINS, 'clubAdmin'], edit: [...ADMINS, 'clubAdmin'], delete: ADMINS },
    { userRoleIds: [4], club: { id: OWN_CLUB } },
  ],
  [
    'club 2 shooter',
    { view: [...ADMINS, 'otherClubAdmin'], edit: [...ADMINS, 'otherClubAdmin'], delete: ADMINS },
    { userRoleIds: [4], club: { id: OTHER_CLUB } },
  ],
  // portal admins see every user but edit, block or delete no admin (only admins hold admin power)
  ['admin', { view: ADMINS, edit: ONLY_ADMIN, delete: ONLY_ADMIN }, { userRoleIds: [1] }],
];

/** Cases on one existing user; `fresh` makes a new one per request (deleting it). */
const userCases = (
  action: UserAction,
  build: (user: { id: number; body: Record<string, unknown> }) => CaseRequest,
): Record<string, AccessCase> =>
  Object.fromEntries(
    USER_TARGETS.map(([name, allow, fields]) => [
      name,
      {
        allow: allow[action],
        request: async (world: World) =>
          build(
            action === 'delete'
              ? await world.user(fields)
              : await world.shared(`user ${name}`, () => world.user(fields)),
          ),
      },
    ]),
  );

const profileCases = (body: boolean): Record<string, AccessCase> => ({
  own: {
    allow: USERS,
    request: async (world, actor) => ({
      params: { id: world.sessions[actor].id || world.sessions.shooter.id },
      body: body ? await world.profileBody(actor) : undefined,
    }),
  },
  "the demo shooter's (the deputy's principal)": {
    allow: [...ADMINS, 'shooter'],
    request: async (world) => ({
      params: { id: world.sessions.shooter.id },
      body: body ? await world.profileBody('shooter') : undefined,
    }),
  },
  ...(body
    ? {
        // a club admin's club decides what they administer: they cannot move themselves
        'own, moved to another club': {
          allow: [],
          actors: ['clubAdmin', 'otherClubAdmin'],
          request: async (world: World, actor: Actor) => ({
            params: { id: world.sessions[actor].id },
            body: {
              ...(await world.profileBody(actor)),
              club: { id: clubOf(world, actor) === OWN_CLUB ? OTHER_CLUB : OWN_CLUB },
            },
          }),
        },
        "an admin's": {
          allow: ONLY_ADMIN,
          request: async (world: World) => {
            const admin = await world.shared('user admin', () => world.user({ userRoleIds: [1] }));
            return { params: { id: admin.id }, body: await world.profileBodyOf(admin.id) };
          },
        },
      }
    : {}),
});

const downloadCases = (asPath: boolean): Record<string, AccessCase> => {
  // a document nobody published: only its club's admin and the admins may fetch it, by the id or
  // the public id the upload answered (GET /api/download/{publicId} serves only visible images)
  const unpublished = (by: 'id' | 'publicId'): AccessCase => ({
    allow: asPath ? [] : [...ADMINS, 'clubAdmin'],
    request: async (world) => {
      const document = await world.shared('document', () => world.document('clubAdmin'));
      return asPath
        ? { params: { publicId: document.publicId, variant: 'card.webp' } }
        : { body: { [by]: document[by] } };
    },
  });
  return asPath
    ? { "a club 1 admin's unpublished document": unpublished('publicId') }
    : {
        "a club 1 admin's unpublished document by id": unpublished('id'),
        "a club 1 admin's unpublished document by public id": unpublished('publicId'),
      };
};

/**
 * A competition of `club` that registration already knows (its replica follows catalog's event):
 * an admin's code batch for it answers 201 once the replica is there.
 */
const registrationCompetition = (world: World, club: number) =>
  world.shared(`registration competition ${club}`, async () => {
    const id = await world.shared(`competition ${club}`, () => world.competition(club));
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${world.url}/api/reservationCodes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: world.adminToken },
        body: JSON.stringify({ amount: 1, competitionId: id }),
      });
      if (response.status === 201 || attempt > 100) return id;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

/** Code batches and reservations for a club 1 and a club 2 competition: admins and that club's admin. */
const clubCompetitionCases = (
  body: (competitionId: number, world: World) => unknown,
): Record<string, AccessCase> =>
  Object.fromEntries(
    (
      [
        ['club 1 competition', OWN_CLUB, 'clubAdmin'],
        ['club 2 competition', OTHER_CLUB, 'otherClubAdmin'],
      ] as const
    ).map(([name, club, owner]) => [
      name,
      {
        allow: [...ADMINS, owner],
        request: async (world: World) => ({ body: body(await registrationCompetition(world, club), world) }),
      },
    ]),
  );

/**
 * An INTERNAL competition of club 1 (members only, docs/guest-holds.md), once registration's
 * replica has it.
 */
const internalCompetition = (world: World) =>
  world.shared('internal competition', async () => {
    const { id } = await world.admin<{ id: number }>('competitions', 'POST', {
      ...world.competitionBody(OWN_CLUB),
      viewType: 'INTERNAL',
    });
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${world.url}/api/publicResources/subscriptionInfo/${id}/0`, {
        headers: { authorization: world.adminToken },
      });
      if (response.status === 200 || attempt > 100) return id;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

/** Free places: anybody for a public competition; an INTERNAL one's only for members and admins. */
const subscriptionInfoCases: Record<string, AccessCase> = {
  'public competition': {
    allow: EVERYONE,
    request: async (world) => ({
      params: {
        competitionId: await world.shared(`competition ${OWN_CLUB}`, () => world.competition(OWN_CLUB)),
        userId: 0,
      },
    }),
  },
  'INTERNAL competition, outsiders and guests': {
    allow: ['admin', 'portalAdmin'],
    actors: ['guest', 'otherClubAdmin', 'admin', 'portalAdmin'],
    request: async (world) => ({ params: { competitionId: await internalCompetition(world), userId: 0 } }),
  },
};

/** A competition's registrations (order administration): the club's admins and the admins. */
const competitionQueryCases: Record<string, AccessCase> = Object.fromEntries(
  (
    [
      ['club 1 competition', OWN_CLUB, 'clubAdmin'],
      ['club 2 competition', OTHER_CLUB, 'otherClubAdmin'],
    ] as const
  ).map(([name, club, owner]) => [
    name,
    {
      allow: [...ADMINS, owner],
      request: async (world: World) => ({
        query: { competitionId: String(await registrationCompetition(world, club)) },
      }),
    },
  ]),
);
/**
 * A competition of `club` that the export service's read model already holds (its replica
 * follows catalog's event): an admin's PractiScore export of it answers 200 once it is there.
 */
const exportCompetition = (world: World, club: number) =>
  world.shared(`export competition ${club}`, async () => {
    const id = await world.shared(`competition ${club}`, () => world.competition(club));
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${world.url}/api/exports/practiScore?competitionId=${id}`, {
        headers: { authorization: world.adminToken },
      });
      await response.arrayBuffer();
      if (response.status === 200 || attempt > 100) return id;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

/** An export of a club 1 and of a club 2 competition: admins and that club's admin only. */
const exportCompetitionCases = (): Record<string, AccessCase> =>
  Object.fromEntries(
    (
      [
        ['club 1 competition', OWN_CLUB, 'clubAdmin'],
        ['club 2 competition', OTHER_CLUB, 'otherClubAdmin'],
      ] as const
    ).map(([name, club, owner]) => [
      name,
      {
        allow: [...ADMINS, owner],
        request: async (world: World) => ({
          query: { competitionId: String(await exportCompetition(world, club)) },
        }),
      },
    ]),
  );

/** The shooter's own export job (a PractiScore file is not theirs to ask for: their participated list). */
const shooterExportJob = (world: World) =>
  world.shared('shooter export job', async () => {
    const job = await callApi<{ id: string }>(world.url, 'exports/jobs', world.sessions.shooter.token, {
      method: 'POST',
      body: { type: 'userBookedArchivedCompetitions', query: {} },
    });
    for (let attempt = 0; attempt < 100; attempt++) {
      const status = await callApi<{ state: string }>(
        world.url,
        `exports/jobs/${job.id}`,
        world.sessions.shooter.token,
      );
      if (status.state === 'completed' || status.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return job.id;
  });

/** A reservation of the demo shooter for a club 1 competition. */
const shooterReservation = (world: World) =>
  world.shared('reservation', async () => {
    const competitionId = await registrationCompetition(world, OWN_CLUB);
    return (
      await callApi<{ id: number }>(world.url, 'reservations', world.adminToken, {
        method: 'POST',
        body: { users: [world.sessions.shooter.id], competitions: [competitionId] },
      })
    ).id;
  });

// ---- the table --------------------------------------------------------------------------------

const referenceData = (resource: string): Record<string, AccessRule> => ({
  [`GET /api/${resource}`]: { allow: BACK_OFFICE },
  [`POST /api/${resource}`]: { allow: ADMINS },
  [`GET /api/${resource}/{id}`]: { allow: BACK_OFFICE },
  [`PUT /api/${resource}/{id}`]: { allow: ADMINS },
  [`DELETE /api/${resource}/{id}`]: { allow: ADMINS },
  [`POST /api/${resource}/deleteMany`]: { allow: ADMINS },
});

const adminCrud = (resource: string): Record<string, AccessRule> => ({
  [`GET /api/${resource}`]: { allow: ADMINS },
  [`POST /api/${resource}`]: { allow: ADMINS },
  [`GET /api/${resource}/{id}`]: { allow: ADMINS },
  [`PUT /api/${resource}/{id}`]: { allow: ADMINS },
  [`DELETE /api/${resource}/{id}`]: { allow: ADMINS },
  [`POST /api/${resource}/deleteMany`]: { allow: ADMINS },
});

const competitionOperations = (resource: 'competitions' | 'events'): Record<string, AccessRule> => ({
  [`GET /api/${resource}`]: { allow: BACK_OFFICE },
  [`POST /api/${resource}`]:
    resource === 'competitions'
      ? {
          allow: BACK_OFFICE,
          cases: {
            'for club 1': {
              allow: [...ADMINS, 'clubAdmin'],
              request: async (w) => ({ body: w.competitionBody(OWN_CLUB) }),
            },
            'for club 2': {
              allow: [...ADMINS, 'otherClubAdmin'],
              request: async (w) => ({ body: w.competitionBody(OTHER_CLUB) }),
            },
          },
        }
      : { allow: BACK_OFFICE },
  [`GET /api/${resource}/{id}`]: {
    allow: BACK_OFFICE,
    cases: resource === 'competitions' ? competitionCases(false) : undefined,
  },
  [`PUT /api/${resource}/{id}`]: {
    allow: BACK_OFFICE,
    cases: resource === 'competitions' ? competitionCases(true) : undefined,
  },
  [`DELETE /api/${resource}/{id}`]: {
    allow: BACK_OFFICE,
    cases: resource === 'competitions' ? competitionCases(false, true) : undefined,
  },
  [`POST /api/${resource}/deleteMany`]: {
    allow: BACK_OFFICE,
    cases:
      resource === 'competitions'
        ? // deleting many skips the ids the caller may not delete and counts the rest
          competitionBodyCases(
            (id) => ({ ids: [id] }),
            true,
            (status, text) => status === 200 && text === '{"count":0}',
          )
        : undefined,
  },
});

export const ACCESS_TABLE: Record<string, AccessRule> = {
  'GET /api/.well-known/jwks.json': { allow: EVERYONE },
  'POST /api/login': { allow: EVERYONE },
  'GET /api/identity': { allow: LOGGED_IN },
  'GET /api/users/checkAuth': { allow: LOGGED_IN },
  'GET /api/users/checkEmailExistence/{value}': { allow: EVERYONE },
  'GET /api/users/checkUsernameExistence/{value}': { allow: EVERYONE },
  'POST /api/publicResources/createUser': { allow: EVERYONE },
  'POST /api/publicResources/verifyToken': { allow: EVERYONE },
  'POST /api/publicResources/resetPassword': { allow: EVERYONE },
  // the login's name and password decide, as for POST login
  'POST /api/publicResources/resendConfirmation': { allow: EVERYONE },
  'POST /api/publicResources/confirmPasswordReset': { allow: EVERYONE },

  // profile and deputies: the own profile, any for admins and portal admins
  'GET /api/profile/{id}': { allow: USERS, cases: profileCases(false) },
  'PUT /api/profile/{id}': { allow: USERS, cases: profileCases(true) },
  'GET /api/profile/0/deputises': { allow: USERS },
  'PUT /api/profile/competitionView': { allow: USERS },
  'PUT /api/profile/shooterCompetitionView': { allow: USERS },
  'POST /api/profile/{id}/deputy': {
    allow: USERS,
    cases: {
      own: {
        allow: USERS,
        request: async (world, actor) => ({
          params: { id: world.sessions[actor].id || 1 },
          body: { name: 'shooter2' },
        }),
      },
      "the demo shooter's": {
        allow: [...ADMINS, 'shooter'],
        request: async (world, actor) => ({
          params: { id: world.sessions.shooter.id },
          body: {
            name: actor === 'shooter' ? 'guest' : actor === 'guest' ? 'shooter2' : world.usernames[actor],
          },
        }),
      },
    },
  },
  'DELETE /api/profile/{id}/deputy/{deputyId}': {
    allow: USERS,
    cases: {
      "the demo shooter's deputy": {
        allow: [...ADMINS, 'shooter'],
        control: false,
        request: async (world) => ({
          params: { id: world.sessions.shooter.id, deputyId: world.deputyRowId },
        }),
      },
    },
  },

  // users administration
  'GET /api/users': { allow: USER_MANAGERS },
  'POST /api/users': {
    allow: USER_MANAGERS,
    cases: {
      shooter: {
        allow: USER_MANAGERS,
        request: async (w) => ({ body: w.userBody({ userRoleIds: [4], club: { id: OWN_CLUB } }) }),
      },
      // paid membership is the portal's business: only admins and portal admins set it by hand
      'shooter with paymentUntil': {
        allow: ADMINS,
        request: async (w) => ({
          body: w.userBody({ userRoleIds: [4], club: { id: OWN_CLUB }, paymentUntil: '2099-12-31' }),
        }),
      },
      'club admin of club 1': {
        allow: [...ADMINS, 'clientAdmin'],
        request: async (w) => ({ body: w.userBody({ userRoleIds: [5], club: { id: OWN_CLUB } }) }),
      },
      admin: { allow: ONLY_ADMIN, request: async (w) => ({ body: w.userBody({ userRoleIds: [1] }) }) },
    },
  },
  'GET /api/users/{id}': {
    allow: USER_MANAGERS,
    cases: userCases('view', (u) => ({ params: { id: u.id } })),
  },
  'PUT /api/users/{id}': {
    allow: USER_MANAGERS,
    cases: userCases('edit', (u) => ({ params: { id: u.id }, body: u.body })),
  },
  'DELETE /api/users/{id}': {
    allow: USER_MANAGERS,
    cases: userCases('delete', (u) => ({ params: { id: u.id } })),
  },
  'PUT /api/users/updateActive': {
    allow: USER_MANAGERS,
    cases: userCases('edit', (u) => ({ body: { id: u.id, active: false } })),
  },
  'PUT /api/users/updateEnabled': {
    allow: USER_MANAGERS,
    cases: userCases('edit', (u) => ({ body: { id: u.id, enabled: false } })),
  },
  'PUT /api/users/updateClubMembership': {
    allow: USER_MANAGERS,
    // the shooters' clubs decide (an admin has no club: 400 CLUB_MISSING for everybody)
    cases: Object.fromEntries(
      Object.entries(userCases('edit', (u) => ({ body: { id: u.id, confirmed: true } }))).filter(
        ([name]) => name !== 'admin',
      ),
    ),
  },
  // a shooter's deputies on the back-office user form: whoever may edit the shooter
  'POST /api/userDeputies/{id}': {
    allow: USER_MANAGERS,
    cases: Object.fromEntries(
      Object.entries(userCases('edit', (u) => ({ params: { id: u.id } })))
        .filter(([name]) => name !== 'admin')
        .map(([name, rule]) => [
          name,
          {
            ...rule,
            // each allowed actor adds a different deputy (a second time would be DEPUTY_ALREADY_EXISTS)
            request: async (world: World, actor: Actor) => ({
              ...(await rule.request(world, actor)),
              body: { name: world.usernames[actor] ?? 'shooter2' },
            }),
          },
        ]),
    ),
  },
  'DELETE /api/userDeputies/{id}/{deputyId}': {
    allow: USER_MANAGERS,
    cases: Object.fromEntries(
      (
        [
          ["club 1 shooter's deputy", OWN_CLUB, 'clubAdmin'],
          ["club 2 shooter's deputy", OTHER_CLUB, 'otherClubAdmin'],
        ] as const
      ).map(([name, club, owner]) => [
        name,
        {
          allow: [...ADMINS, owner],
          control: false,
          request: async (world: World) =>
            world.shared(name, async () => {
              const user = await world.user({ userRoleIds: [4], club: { id: club } });
              const row = await world.admin<{ id: number }>(`userDeputies/${user.id}`, 'POST', {
                name: 'shooter2',
              });
              return { params: { id: user.id, deputyId: row.id } };
            }),
        },
      ]),
    ),
  },
  'POST /api/users/deactivateUnpaid': { allow: [...ADMINS, 'clientAdmin'] },
  'GET /api/roles': { allow: USER_MANAGERS },
  'GET /api/userPermissions': { allow: CLIENT_ADMINS },
  'GET /api/userRoles': { allow: CLIENT_ADMINS },
  'POST /api/userRoles': { allow: CLIENT_ADMINS },
  'GET /api/userRoles/{id}': { allow: CLIENT_ADMINS },
  'PUT /api/userRoles/{id}': { allow: CLIENT_ADMINS },
  'DELETE /api/userRoles/{id}': { allow: CLIENT_ADMINS },
  'GET /api/clients': { allow: CLIENT_ADMINS },
  'POST /api/clients': { allow: ONLY_ADMIN },
  'GET /api/clients/{id}': {
    allow: CLIENT_ADMINS,
    cases: {
      'another client': {
        allow: ONLY_ADMIN,
        request: async (w) => ({ params: { id: await w.shared('client', () => w.client()) } }),
      },
    },
  },
  'PUT /api/clients/{id}': {
    allow: CLIENT_ADMINS,
    cases: {
      'another client': {
        allow: ONLY_ADMIN,
        request: async (w) => ({
          params: { id: await w.shared('client', () => w.client()) },
          body: { name: 'Sweep client', active: true },
        }),
      },
    },
  },
  'DELETE /api/clients/{id}': { allow: ONLY_ADMIN },

  // clubs
  'GET /api/clubs': { allow: BACK_OFFICE },
  'POST /api/clubs': { allow: ADMINS },
  'GET /api/clubs/{id}': { allow: BACK_OFFICE, cases: clubCases(false) },
  'PUT /api/clubs/{id}': { allow: BACK_OFFICE, cases: clubCases(true) },
  'DELETE /api/clubs/{id}': { allow: ADMINS },
  'POST /api/clubs/deleteMany': { allow: ADMINS },
  'PUT /api/clubs/updateActive': { allow: ADMINS },
  'GET /api/notificationBlock/getForClub/{id}': { allow: BACK_OFFICE, cases: clubCases(false) },
  'GET /api/notificationTypes': { allow: BACK_OFFICE },
  // notification's mail log and test mail (issue 13): the club scoping is tested in
  // services/notification/test/mail-log-api.test.ts (it reads notification's replicas, which the
  // sweep's fresh records reach only a moment later)
  'GET /api/notifications/mailLog': { allow: BACK_OFFICE },
  'POST /api/notifications/testMail': { allow: BACK_OFFICE },

  // reference data
  ...referenceData('competitionClasses'),
  ...referenceData('competitionTypes'),
  ...referenceData('divisions'),
  ...referenceData('factors'),
  ...referenceData('levels'),
  ...referenceData('uploadTypes'),
  'GET /api/divisions/findByCompetitionType/{id}': { allow: BACK_OFFICE },
  ...adminCrud('advertising'),
  ...adminCrud('maintenanceWindows'),

  // competitions and events
  ...competitionOperations('competitions'),
  ...competitionOperations('events'),
  'POST /api/competitions/many': { allow: BACK_OFFICE },
  'PUT /api/competitions/updateCancel': {
    allow: BACK_OFFICE,
    cases: competitionBodyCases((id) => ({ id, cancelled: false })),
  },
  'PUT /api/competitions/forceUpdateCancel': {
    allow: BACK_OFFICE,
    cases: competitionBodyCases((id) => ({ id, cancelled: false })),
  },
  'PUT /api/competitions/pay': { allow: ADMINS }, // the portal admin's pay icon too
  'PUT /api/competitions/paid': { allow: ONLY_ADMIN },
  'POST /api/competitions/{id}/favourite': { allow: USERS },
  'GET /api/competitions/favourite': { allow: USERS },
  'GET /api/competitions/favourites': { allow: USERS },

  // uploads
  'POST /api/upload': { allow: BACK_OFFICE },
  'POST /api/download': { allow: EVERYONE, cases: downloadCases(false) },
  'GET /api/download/{publicId}': { allow: EVERYONE, cases: downloadCases(true) },
  // sized copies (docs/images.md): visible exactly like the original
  'GET /api/download/{publicId}/{variant}': { allow: EVERYONE, cases: downloadCases(true) },

  // public pages
  'GET /api/getClubFromPublicId/{publicLinkId}': { allow: EVERYONE },
  'GET /api/getCompetitionFromPublicId/{publicLink}': { allow: EVERYONE },
  'GET /api/publicResources/advertisingsList': { allow: EVERYONE },
  'GET /api/publicResources/clickAd/{id}': { allow: EVERYONE },
  'GET /api/publicResources/clubs': { allow: EVERYONE },
  'GET /api/publicResources/clubsPubList': { allow: EVERYONE },
  'GET /api/publicResources/competitionClasses': { allow: EVERYONE },
  'GET /api/publicResources/competitions': { allow: EVERYONE },
  'GET /api/publicResources/competitions/archiveYears': { allow: EVERYONE },
  'GET /api/publicResources/competitionTypes': { allow: EVERYONE },
  'GET /api/publicResources/divisions': { allow: EVERYONE },
  'GET /api/publicResources/factors': { allow: EVERYONE },
  'GET /api/publicResources/getAdFromPublicId/{publicId}': { allow: EVERYONE },
  'GET /api/publicResources/getClubFromPublicId/{publicLinkId}': { allow: EVERYONE },
  'GET /api/publicResources/getCompetitionFromPublicId/{publicLink}': { allow: EVERYONE },
  'GET /api/publicResources/levels': { allow: EVERYONE },
  'GET /api/publicResources/listByCompetition/{id}': { allow: EVERYONE },
  'GET /api/publicResources/maintenanceWindows/active': { allow: EVERYONE },
  'GET /api/publicResources/squads': { allow: EVERYONE },
  'GET /api/publicResources/squadStands': { allow: EVERYONE },
  // live free places, answered by the gateway itself (docs/live-places.md)
  'GET /api/publicResources/live/places': { allow: EVERYONE },
  'GET /api/publicResources/live/placesNow': { allow: EVERYONE },

  // sign-up (registration): open to guests; the order's item token, not the caller, is the key
  'POST /api/publicResources/prepareOrder': { allow: EVERYONE },
  'PUT /api/publicResources/updateStand/{itemToken}': { allow: EVERYONE },
  'POST /api/publicResources/reserveOrder': { allow: EVERYONE },
  // leaving the dialog: the item token is the key (a signed-in user's hold also needs that user,
  // tested in services/registration/test/hold-release.test.ts); the clock the window opens by
  'POST /api/publicResources/releaseOrder': { allow: EVERYONE },
  'GET /api/publicResources/serverTime': { allow: EVERYONE },

  // public reads of sign-up: the participants table (sort and search premium-only: a 403 with
  // PREMIUM_FEATURE, not an access refusal), the registered icons, subscriptionInfo (user 0 for
  // anybody; another user's registration only to admins and the competition club's admins)
  'GET /api/publicResources/orderItems': { allow: EVERYONE },
  'GET /api/competitions/registrations': { allow: LOGGED_IN },
  'GET /api/publicResources/subscriptionInfo/{competitionId}/{userId}': {
    allow: EVERYONE,
    cases: subscriptionInfoCases,
  },
  'GET /api/publicResources/subscriptionInfo/{competitionId}/{userId}/{squadId}': { allow: EVERYONE },
  // guest sessions (docs/guest-holds.md): anybody may ask; the proof of work and the address decide
  'POST /api/publicResources/guestSession/challenge': { allow: EVERYONE },
  'POST /api/publicResources/guestSession': { allow: EVERYONE },
  'GET /api/publicResources/competitionInRegistrationWindow/{id}': { allow: EVERYONE },
  // fair opening's queue (docs/fair-opening.md): anybody who sees the competition; an account joins
  // as itself, a guest only with a guest session (the entry key), so nobody acts for another
  'GET /api/publicResources/fairQueue/{competitionId}': { allow: EVERYONE },
  'POST /api/publicResources/fairQueue/{competitionId}/join': { allow: EVERYONE },
  'GET /api/publicResources/fairQueue/{competitionId}/me': { allow: EVERYONE },
  // reservation codes and reservations (registration)
  'POST /api/reservationCodes': {
    allow: BACK_OFFICE,
    cases: clubCompetitionCases((competitionId) => ({ amount: 1, competitionId })),
  },
  'GET /api/reservationCodes': { allow: BACK_OFFICE },
  'POST /api/publicResources/validate/{competitionId}': { allow: EVERYONE },
  'GET /api/publicResources/preRegistrationCheck/{competitionId}': { allow: EVERYONE },
  'GET /api/publicResources/reservationCheck/{competitionId}': { allow: EVERYONE },
  'POST /api/reservations': {
    allow: BACK_OFFICE,
    cases: clubCompetitionCases((competitionId, world) => ({
      users: [world.sessions.shooter.id],
      competitions: [competitionId],
    })),
  },
  'GET /api/reservations': { allow: LOGGED_IN },
  'GET /api/reservations/{id}': {
    allow: LOGGED_IN,
    cases: {
      "the demo shooter's for a club 1 competition": {
        allow: [...ADMINS, 'clubAdmin', 'shooter'],
        request: async (world) => ({ params: { id: await shooterReservation(world) } }),
      },
    },
  },
  'PUT /api/reservations/{id}': {
    allow: BACK_OFFICE,
    cases: {
      "the demo shooter's for a club 1 competition": {
        allow: [...ADMINS, 'clubAdmin'],
        request: async (world) => ({
          params: { id: await shooterReservation(world) },
          body: {
            users: [world.sessions.shooter.id],
            competitions: [await registrationCompetition(world, OWN_CLUB)],
          },
        }),
      },
    },
  },
  // cart and checkout: open to guests; the cart's owner (user, or a guest's cart token) is the key,
  // checked in services/registration/test/cart.test.ts (another's cart or item: 403, nothing changes)
  'DELETE /api/publicResources/orderItems/{id}': { allow: EVERYONE },
  'PUT /api/publicResources/cart/{cartId}/submit': { allow: EVERYONE },
  // my registrations (registration): any logged-in caller reaches the calls, but only the item's
  // owner finds it (everybody else: 404 ORDER_ITEM_NOT_FOUND); the mailed link's token is the key
  // for guests. Checked per role in services/registration/test/own-items.test.ts.
  'GET /api/userBookedCompetitions': { allow: LOGGED_IN },
  // the personal calendar feed (docs/calendar-feed.md): users with a profile; the feed and the
  // competition calendar are public (an unknown token or link is 404, checked in
  // services/registration/test/calendar-feed.test.ts)
  'POST /api/calendarFeed': { allow: USERS },
  'POST /api/calendarFeed/rotate': { allow: USERS },
  'GET /api/publicResources/calendar/{token}.ics': { allow: EVERYONE },
  'GET /api/publicResources/calendar/competitions/{publicLink}.ics': { allow: EVERYONE },
  'GET /api/shooterOrderItems/{id}': { allow: LOGGED_IN },
  'PUT /api/shooterOrderItems/{id}': { allow: LOGGED_IN },
  'PUT /api/shooterOrderItems/{id}/cancel': { allow: LOGGED_IN },
  'GET /api/publicResources/orderItems/{id}/{token}': { allow: EVERYONE },
  'PUT /api/publicResources/orderItems/{id}/{token}': { allow: EVERYONE },
  'PUT /api/publicResources/orderItems/{id}/{token}/cancel': { allow: EVERYONE },
  // the signed-in owner's token-less paths (docs/api-paths-and-keys.md)
  'GET /api/publicResources/orderItems/{id}': { allow: LOGGED_IN },
  'PUT /api/publicResources/orderItems/{id}': { allow: LOGGED_IN },
  'PUT /api/publicResources/orderItems/cancel/{id}': { allow: LOGGED_IN },
  // order administration (registration, h11b): orders are IS_ADMIN's and club admins', order
  // items also portal admins'; a club admin acts only on the own club's competitions (another
  // club's: 403, unknown ids 404), checked per role in services/registration/test/order-admin.test.ts
  'GET /api/orders': { allow: ['admin', 'clubAdmin', 'otherClubAdmin'] },
  'GET /api/orders/{id}': { allow: ['admin', 'clubAdmin', 'otherClubAdmin'] },
  'GET /api/orderItems/list/{id}': { allow: ['admin', 'clubAdmin', 'otherClubAdmin'] },
  'GET /api/squads': { allow: BACK_OFFICE, cases: competitionQueryCases },
  'PUT /api/orders/pay': { allow: ['admin', 'clubAdmin', 'otherClubAdmin'] },
  'PUT /api/orders/cancel': { allow: ['admin', 'clubAdmin', 'otherClubAdmin'] },
  'GET /api/orderItems': { allow: BACK_OFFICE, cases: competitionQueryCases },
  'GET /api/orderItems/squads': { allow: BACK_OFFICE, cases: competitionQueryCases },
  'GET /api/orderItems/{id}': { allow: BACK_OFFICE },
  'PUT /api/orderItems/{id}': { allow: BACK_OFFICE },
  'PUT /api/orderItems/pay': { allow: BACK_OFFICE },
  'PUT /api/orderItems/pay2': { allow: BACK_OFFICE },
  'PUT /api/orderItems/cancel': { allow: BACK_OFFICE },
  'POST /api/orderItems/changeSquad/{id}': { allow: BACK_OFFICE },

  // exports (export service): the exports page's club exports for admins and club admins (their
  // own club's rows only), users, adverts and competitions for portal and system admins, the
  // public lists' downloads for logged-in users; a job is its creator's only
  'GET /api/exports/allCompetitors': { allow: BACK_OFFICE },
  'GET /api/exports/practiScore': { allow: BACK_OFFICE, cases: exportCompetitionCases() },
  'GET /api/exports/practiScoreStand': { allow: BACK_OFFICE, cases: exportCompetitionCases() },
  'GET /api/exports/orderItems': { allow: BACK_OFFICE },
  'GET /api/exports/reservstionCodes': { allow: BACK_OFFICE },
  'GET /api/exports/allUsers': { allow: ADMINS },
  'GET /api/exports/advertisements': { allow: ADMINS },
  'GET /api/exports/adminCompetitions': { allow: ADMINS },
  'POST /api/exports/adminCompetitions': { allow: ADMINS },
  'GET /api/exports/competitionsCsv': { allow: ADMINS },
  'GET /api/exports/competitions': { allow: LOGGED_IN },
  'GET /api/exports/results': { allow: LOGGED_IN },
  'GET /api/exports/competitors': { allow: LOGGED_IN },
  'GET /api/exports/userBookedArchivedCompetitions': { allow: LOGGED_IN },
  'POST /api/exports/jobs': { allow: LOGGED_IN },
  'GET /api/exports/jobs/{id}': {
    allow: LOGGED_IN,
    cases: {
      "the shooter's job": {
        allow: ['shooter'],
        request: async (world) => ({ params: { id: await shooterExportJob(world) } }),
      },
    },
  },
  'GET /api/exports/jobs/{id}/download': {
    allow: LOGGED_IN,
    cases: {
      "the shooter's job": {
        allow: ['shooter'],
        request: async (world) => ({ params: { id: await shooterExportJob(world) } }),
      },
    },
  },
  // card payments: the checkout id (a uuid registration chose) is the browser's key, guests pay
  // too; callbacks are open to the provider and refused without a valid signature
  // (services/payment/test/card-callbacks.test.ts); paying a registration later is the owner's
  // (services/registration/test/card-payment.test.ts: another's item 403)
  'GET /api/orderItem/pay/{id}': { allow: LOGGED_IN },
  'GET /api/publicResources/payments/checkouts/{checkoutId}': { allow: EVERYONE },
  'GET /api/publicResources/orders/wirecardRedirect/{checkoutId}': { allow: EVERYONE },
  'GET /api/publicResources/orderItems/wirecardRedirect/{checkoutId}': { allow: EVERYONE },
  // a forged paid event (no valid signature; its checkout never opened) is refused for everybody
  // (services/payment/test/payment-safety.test.ts: the published default secret, unopened sessions)
  'POST /api/publicResources/payments/callbacks/{provider}': {
    allow: EVERYONE,
    cases: {
      'a forged paid event for a checkout nobody opened': {
        allow: [],
        request: async () => ({
          params: { provider: 'sandbox' },
          body: {
            id: 'evt_forged',
            type: 'checkout.session.completed',
            data: {
              object: {
                id: 'cs_sandbox_forged',
                object: 'checkout.session',
                client_reference_id: '0b8f2a8e-3c1c-4a57-9d4b-2a0f3c1e9d11',
                amount_total: 2000,
                currency: 'eur',
                payment_status: 'paid',
              },
            },
          },
        }),
      },
    },
  },
  'GET /api/publicResources/payments/sandbox/{checkoutId}': { allow: EVERYONE },
  'POST /api/publicResources/payments/sandbox/{checkoutId}': { allow: EVERYONE },
  'POST /api/payments/refunds': { allow: ADMINS },
  // which card payment a refund by item would take (the back-office's refund offer)
  'GET /api/payments/orderItems/{id}/cardPayment': { allow: ADMINS },
  // the booked list's red "card payment in progress" rows: a plain user's own checkouts only
  // (services/payment/test/processing-items.test.ts)
  'GET /api/payments/processingOrderItems': {
    allow: PLAIN_USERS,
    cases: {
      // valid ids, so that the refusal comes from the role check and not from validation
      'own items': { allow: PLAIN_USERS, request: async () => ({ query: { itemIds: '1,2' } }) },
    },
  },
  // bank transfers: the EPC code answers the item's link (token), its shooter, its club's admins
  // and admins, anybody else 404 like a missing item (services/payment/test/transfers-epc.test.ts)
  'GET /api/payments/orderItems/{id}/epc': { allow: EVERYONE },
  // premium: the account holder's own membership (a guest account is refused)
  'GET /api/premium': { allow: USERS },
  'POST /api/premium/purchase': { allow: USERS },
  'PUT /api/premium/autoRenew': { allow: USERS },
  'GET /api/premium/payments': { allow: ADMINS },
  'PUT /api/premium/payments/{id}/paid': { allow: ADMINS },
  // club invoices: admins and portal admins issue them; club admins read their own club's
  // (services/payment/test/invoices.test.ts: another club's 403 / 404)
  'POST /api/competition/{id}/invoice': { allow: ADMINS },
  // issue 21: the preview writes nothing; a credit note cancels an invoice (admins only)
  'POST /api/competition/{id}/invoice/preview': { allow: ADMINS },
  'POST /api/payments/invoices/{id}/creditNote': { allow: ADMINS },
  'GET /api/payments/invoices': { allow: BACK_OFFICE },
  'GET /api/payments/invoices/{id}/pdf': { allow: BACK_OFFICE },
};
