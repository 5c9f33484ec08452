import type { ServiceName } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { resolveService } from '../src/routes';

/** Every call of both spec files (docs/gateway.md), with a concrete example path, and its owner. */
const SPEC_CALLS: [string, ServiceName][] = [
  ['/api/login', 'identity'],
  ['/api/identity', 'identity'],
  ['/api/users/checkAuth', 'identity'],
  ['/api/publicResources/createUser', 'identity'],
  ['/api/publicResources/resetPassword', 'identity'],
  ['/api/publicResources/verifyToken', 'identity'],
  ['/api/publicResources/confirmPasswordReset', 'identity'],
  ['/api/users/checkUsernameExistence/max', 'identity'],
  ['/api/users/checkEmailExistence/max%40example.at', 'identity'],
  ['/api/profile/12', 'identity'],
  ['/api/profile/12/deputy', 'identity'],
  ['/api/profile/0/deputises', 'identity'],
  ['/api/profile/competitionView', 'identity'],
  ['/api/profile/shooterCompetitionView', 'identity'],
  ['/api/users', 'identity'],
  ['/api/users/updateActive', 'identity'],
  ['/api/users/updateEnabled', 'identity'],
  ['/api/users/deactivateUnpaid', 'identity'],
  // the back-office user form's deputies (docs/club-and-user-admin.md)
  ['/api/users/12/deputies', 'identity'],
  ['/api/userDeputies/12/3', 'identity'],
  ['/api/userPermissions?page=0&size=200', 'identity'],
  ['/api/userRoles', 'identity'],
  ['/api/roles', 'identity'],
  ['/api/clients/3', 'identity'],
  ['/api/.well-known/jwks.json', 'identity'],

  ['/api/publicResources/competitions?filter=%7B%7D', 'catalog'],
  ['/api/publicResources/clubsPubList', 'catalog'],
  ['/api/publicResources/clubs?includeUnlisted=true', 'catalog'],
  ['/api/publicResources/competitionClasses', 'catalog'],
  ['/api/publicResources/divisions', 'catalog'],
  ['/api/publicResources/factors', 'catalog'],
  ['/api/publicResources/levels', 'catalog'],
  ['/api/publicResources/competitionTypes', 'catalog'],
  ['/api/publicResources/squads', 'catalog'],
  ['/api/publicResources/squadStands?squadId=4', 'catalog'],
  ['/api/publicResources/advertisingsList', 'catalog'],
  ['/api/publicResources/listByCompetition/5', 'catalog'],
  ['/api/getClubFromPublicId/abc', 'catalog'],
  ['/api/getCompetitionFromPublicId/abc', 'catalog'],
  ['/api/publicResources/getAdFromPublicId/7', 'catalog'],
  ['/api/publicResources/clickAd/7', 'catalog'],
  ['/api/publicResources/competitionInRegistrationWindow/5', 'catalog'],
  ['/api/clubs/updateActive', 'catalog'],
  ['/api/clubs/4', 'catalog'],
  ['/api/competitions/updateCancel', 'catalog'],
  ['/api/competitions/forceUpdateCancel', 'catalog'],
  ['/api/competitions/pay', 'catalog'],
  ['/api/competitions/paid', 'catalog'],
  ['/api/competitions/many', 'catalog'],
  ['/api/competitions/9', 'catalog'],
  ['/api/competitions/9/favourite', 'catalog'],
  ['/api/competitions/favourite', 'catalog'],
  ['/api/competitions/favourites', 'catalog'],
  ['/api/events/3', 'catalog'],
  ['/api/divisions/findByCompetitionType/2', 'catalog'],
  ['/api/factors', 'catalog'],
  ['/api/levels', 'catalog'],
  ['/api/competitionTypes', 'catalog'],
  ['/api/competitionClasses', 'catalog'],
  ['/api/advertising/1', 'catalog'],
  ['/api/uploadTypes?page=0&size=100', 'catalog'],
  ['/api/notificationTypes', 'catalog'],
  ['/api/notificationBlock/getForClub/4', 'catalog'],
  ['/api/upload', 'catalog'],
  ['/api/download', 'catalog'],

  ['/api/publicResources/prepareOrder', 'registration'],
  ['/api/publicResources/validate/5', 'registration'],
  ['/api/publicResources/guestSession/challenge', 'registration'],
  ['/api/publicResources/updateStand/tok', 'registration'],
  ['/api/squads?competitionId=1&orderItemId=8&excludeFullSquads=true', 'registration'],
  ['/api/publicResources/orderItems/8', 'registration'],
  ['/api/publicResources/orderItems/cancel/8', 'registration'],
  ['/api/publicResources/orderItems/8/tok', 'registration'],
  ['/api/publicResources/subscriptionInfo/1/2/3', 'registration'],
  ['/api/orderItems/changeSquad/8', 'registration'],
  ['/api/orderItems/list/8', 'registration'],
  ['/api/orderItems/pay', 'registration'],
  ['/api/orderItems/pay2', 'registration'],
  ['/api/orderItems/cancel', 'registration'],
  ['/api/orders/pay', 'registration'],
  ['/api/orders/cancel', 'registration'],
  ['/api/orders/3', 'registration'],
  ['/api/userBookedCompetitions', 'registration'],
  ['/api/competitions/registrations', 'registration'],
  ['/api/shooterOrderItems/5', 'registration'],
  ['/api/reservationCodes', 'registration'],
  ['/api/reservations?page=0&size=10', 'registration'],

  ['/api/publicResources/orders/wirecardRedirect/8', 'payment'],
  ['/api/publicResources/orderItems/wirecardRedirect/8', 'payment'],
  ['/api/orderItem/pay/8', 'registration'],
  ['/api/publicResources/payments/checkouts/0b8f2a8e-3c1c-4a57-9d4b-2a0f3c1e9d11', 'payment'],
  ['/api/competition/9/invoice', 'payment'],
  ['/api/payments/processingOrderItems?itemIds=1,2', 'payment'],

  ['/api/exports/competitions', 'export'],
  ['/api/exports/competitors?competitionId=9', 'export'],
  ['/api/exports/userBookedArchivedCompetitions', 'export'],
  ['/api/exports/allUsers', 'export'],
  ['/api/exports/advertisements', 'export'],
  ['/api/exports/practiScore', 'export'],
  ['/api/exports/practiScoreStand', 'export'],
  ['/api/exports/adminCompetitions', 'export'],
  ['/api/exports/allCompetitors', 'export'],
  ['/api/exports/reservstionCodes', 'export'],
  ['/api/exports/orderItems', 'export'],

  ['/api/notifications/templates', 'notification'],
];

describe('gateway route table', () => {
  it.each(SPEC_CALLS)('when %s is called then %s answers it', (path, service) => {
    expect(resolveService(path)).toBe(service);
  });

  it('when a path is unknown or only shares a prefix then no service owns it', () => {
    expect(resolveService('/api/unknown')).toBeNull();
    expect(resolveService('/api/publicResources/nothing')).toBeNull();
    expect(resolveService('/api/loginX')).toBeNull();
    // not served: the sign-up's prepareOrder, reserveOrder and cart submit do these steps
    // (docs/api-paths-and-keys.md)
    expect(resolveService('/api/publicResources/createOrder')).toBeNull();
    expect(resolveService('/api/publicResources/completeOrder/8')).toBeNull();
    expect(resolveService('/api/publicResources/orders/submit/8')).toBeNull();
    expect(resolveService('/api')).toBeNull();
  });
});
