import type { ServiceName } from '@portal/contracts';

/**
 * THE route table: which service owns which path under /api (docs/gateway.md).
 * An entry matches its path and everything below it; `:x` matches one segment. The most
 * specific entry wins (more segments, then fewer parameters), so the table can stay grouped
 * by service. Paths the spec leaves open ("path not shown") are chosen here and documented.
 */
export const ROUTE_TABLE: readonly (readonly [path: string, service: ServiceName])[] = [
  // identity: session, accounts, profile, users, roles, clients, token keys
  ['/api/login', 'identity'],
  ['/api/logout', 'identity'],
  ['/api/identity', 'identity'],
  ['/api/.well-known/jwks.json', 'identity'],
  ['/api/users', 'identity'],
  ['/api/userDeputies', 'identity'],
  ['/api/profile', 'identity'],
  ['/api/userRoles', 'identity'],
  ['/api/roles', 'identity'],
  ['/api/userPermissions', 'identity'],
  ['/api/clients', 'identity'],
  ['/api/publicResources/createUser', 'identity'],
  ['/api/publicResources/resetPassword', 'identity'],
  ['/api/publicResources/resendConfirmation', 'identity'],
  ['/api/publicResources/verifyToken', 'identity'],
  ['/api/publicResources/confirmPasswordReset', 'identity'],

  // catalog: clubs, competitions, events, squads, reference data, uploads, adverts, public lists
  ['/api/clubs', 'catalog'],
  ['/api/clubProfile', 'catalog'],
  ['/api/competitions', 'catalog'],
  ['/api/events', 'catalog'],
  ['/api/squadStands', 'catalog'],
  ['/api/factors', 'catalog'],
  ['/api/levels', 'catalog'],
  ['/api/divisions', 'catalog'],
  ['/api/competitionClasses', 'catalog'],
  ['/api/competitionTypes', 'catalog'],
  ['/api/uploadTypes', 'catalog'],
  ['/api/notificationTypes', 'catalog'],
  ['/api/notificationBlock', 'catalog'],
  ['/api/advertising', 'catalog'],
  ['/api/advertisings', 'catalog'],
  ['/api/maintenanceWindows', 'catalog'],
  ['/api/upload', 'catalog'],
  ['/api/download', 'catalog'],
  ['/api/getClubFromPublicId', 'catalog'],
  ['/api/getCompetitionFromPublicId', 'catalog'],
  ['/api/publicResources/competitions', 'catalog'],
  ['/api/publicResources/clubsPubList', 'catalog'],
  ['/api/publicResources/clubs', 'catalog'],
  ['/api/publicResources/competitionClasses', 'catalog'],
  ['/api/publicResources/divisions', 'catalog'],
  ['/api/publicResources/factors', 'catalog'],
  ['/api/publicResources/levels', 'catalog'],
  ['/api/publicResources/competitionTypes', 'catalog'],
  ['/api/publicResources/squads', 'catalog'],
  ['/api/publicResources/squadStands', 'catalog'],
  ['/api/publicResources/advertisingsList', 'catalog'],
  ['/api/publicResources/listByCompetition', 'catalog'],
  ['/api/publicResources/getClubFromPublicId', 'catalog'],
  ['/api/publicResources/getCompetitionFromPublicId', 'catalog'],
  ['/api/publicResources/getAdFromPublicId', 'catalog'],
  ['/api/publicResources/clickAd', 'catalog'],
  ['/api/publicResources/competitionInRegistrationWindow', 'catalog'],
  ['/api/publicResources/maintenanceWindows', 'catalog'],

  // registration: holds, orders, order items, carts, waiting lists, codes, reservations
  ['/api/competitions/registrations', 'registration'],
  ['/api/orders', 'registration'],
  ['/api/orderItems', 'registration'],
  ['/api/shooterOrderItems', 'registration'],
  ['/api/userBookedCompetitions', 'registration'],
  ['/api/calendarFeed', 'registration'], // path not in the spec: docs/calendar-feed.md
  ['/api/publicResources/calendar', 'registration'], // path not in the spec: docs/calendar-feed.md
  ['/api/reservationCodes', 'registration'],
  ['/api/reservations', 'registration'],
  ['/api/squads', 'registration'], // squad choices with orderItemId: registration knows the items
  ['/api/publicResources/prepareOrder', 'registration'],
  ['/api/publicResources/reserveOrder', 'registration'], // path not shown in the spec
  ['/api/publicResources/preRegistrationCheck', 'registration'], // path not shown in the spec
  ['/api/publicResources/reservationCheck', 'registration'], // path not shown in the spec
  ['/api/publicResources/validate', 'registration'],
  ['/api/publicResources/guestSession', 'registration'], // issue 20: guest sessions (docs/guest-holds.md)
  ['/api/publicResources/updateStand', 'registration'],
  ['/api/publicResources/releaseOrder', 'registration'], // leaving the sign-up dialog: path not shown
  ['/api/publicResources/serverTime', 'registration'], // the clock the registration window is decided by
  ['/api/publicResources/fairQueue', 'registration'], // issue 24: fair opening's queue (docs/fair-opening.md)
  // createOrder, completeOrder/{id}, orders/submit/{id}: not served (docs/api-paths-and-keys.md)
  ['/api/publicResources/orderItems', 'registration'],
  ['/api/publicResources/subscriptionInfo', 'registration'],
  ['/api/publicResources/cart', 'registration'], // checkout submit by cart id: path not shown
  // pay one registration later: registration knows the item and its fee, asks payment by event
  ['/api/orderItem/pay', 'registration'],

  // payment: provider redirects and callbacks, premium membership, club invoices
  ['/api/publicResources/orders/wirecardRedirect', 'payment'],
  ['/api/publicResources/orderItems/wirecardRedirect', 'payment'],
  ['/api/publicResources/payments', 'payment'], // sandbox hosted page and provider callbacks
  ['/api/competition/:id/invoice', 'payment'], // and its /preview (issue 21)
  ['/api/payments', 'payment'], // with invoices/{id}/creditNote (issue 21)
  ['/api/premium', 'payment'],

  // notification: mail templates, reminders, delivery log
  ['/api/notifications', 'notification'],

  // export: spreadsheet, csv and pdf downloads
  ['/api/exports', 'export'],
];

interface CompiledRoute {
  segments: string[];
  params: number;
  service: ServiceName;
}

const compiled: CompiledRoute[] = ROUTE_TABLE.map(([path, service]) => {
  const segments = path.split('/').filter(Boolean);
  return { segments, params: segments.filter((s) => s.startsWith(':')).length, service };
}).sort((a, b) => b.segments.length - a.segments.length || a.params - b.params);

/** The service that owns `path` (query string ignored), or null for an unknown /api path. */
export function resolveService(path: string): ServiceName | null {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  for (const route of compiled) {
    if (segments.length < route.segments.length) continue;
    if (route.segments.every((s, i) => s.startsWith(':') || s === segments[i])) return route.service;
  }
  return null;
}
