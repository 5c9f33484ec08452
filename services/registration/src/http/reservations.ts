import {
  preRegistrationQuerySchema,
  reservationBodySchema,
  reservationIdParamsSchema,
  reservationListQuerySchema,
  signUpCompetitionParamsSchema,
} from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { preRegistrationCheck, reservationCheck } from '../domain/reservations/pre-registration';
import {
  createReservation,
  listReservations,
  readReservation,
  updateReservation,
} from '../domain/reservations/store';

const BACK_OFFICE = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'] as const;

/**
 * Named reservations and the sign-up dialog's two checks (docs/registration.md; paths the spec
 * does not show): publicResources/preRegistrationCheck/{id} and publicResources/reservationCheck/{id}.
 */
export function reservationRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['reservations'];
  return new RouteRegistry()
    .add({
      method: 'post',
      path: '/api/reservations',
      summary: 'Creates a reservation (club admins: only for their own club’s competitions)',
      tags,
      access: BACK_OFFICE,
      body: reservationBodySchema,
      status: 201,
      handler: ({ user, body }) => createReservation(ctx.db, user, body),
    })
    .add({
      method: 'put',
      path: '/api/reservations/:id',
      summary: 'Edits a reservation the caller manages',
      tags,
      access: BACK_OFFICE,
      params: reservationIdParamsSchema,
      body: reservationBodySchema,
      handler: ({ user, params, body }) => updateReservation(ctx.db, user, params.id, body),
    })
    .add({
      method: 'get',
      path: '/api/reservations',
      summary: 'Reservations the caller manages or is listed in (the profile: own, page 0, size 10)',
      tags,
      access: 'authenticated',
      query: reservationListQuerySchema,
      handler: ({ user, query }) => listReservations(ctx.db, user, query),
    })
    .add({
      method: 'get',
      path: '/api/reservations/:id',
      summary: 'One reservation the caller manages or is listed in',
      tags,
      access: 'authenticated',
      params: reservationIdParamsSchema,
      handler: ({ user, params }) => readReservation(ctx.db, user, params.id),
    })
    .add({
      method: 'get',
      path: '/api/publicResources/preRegistrationCheck/:competitionId',
      summary: 'Does the sign-up dialog ask for a code? With the caller’s reservation, if any',
      tags,
      access: 'public',
      params: signUpCompetitionParamsSchema,
      query: preRegistrationQuerySchema,
      handler: ({ user, params, query }) =>
        preRegistrationCheck(ctx.db, user, params.competitionId, query.squadId),
    })
    .add({
      method: 'get',
      path: '/api/publicResources/reservationCheck/:competitionId',
      summary: 'The caller’s valid reservation for the competition, or null',
      tags,
      access: 'public',
      params: signUpCompetitionParamsSchema,
      handler: ({ user, params }) => reservationCheck(ctx.db, user, params.competitionId),
    });
}
