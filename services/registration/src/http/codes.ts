import {
  reservationCodeBatchSchema,
  reservationCodeListQuerySchema,
  signUpCompetitionParamsSchema,
  validateCodeBodySchema,
} from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { createCodeBatch } from '../domain/codes/batch';
import { listCodes } from '../domain/codes/list';
import { throttleValidate, validateCode } from '../domain/codes/validate';

const BACK_OFFICE = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'] as const;

/**
 * Reservation codes (docs/registration.md):
 * batches and the list for the back-office, the dialog's validate call for everybody.
 */
export function codeRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['reservation-codes'];
  return new RouteRegistry()
    .add({
      method: 'post',
      path: '/api/reservationCodes',
      summary: 'Creates a batch of one-time codes for a competition (club admins: own club only)',
      tags,
      access: BACK_OFFICE,
      body: reservationCodeBatchSchema,
      status: 201,
      handler: ({ user, body }) => createCodeBatch(ctx.db, user, body),
    })
    .add({
      method: 'get',
      path: '/api/reservationCodes',
      summary: 'Reservation codes with filters, sorting and paging (club admins: own club only)',
      tags,
      access: BACK_OFFICE,
      query: reservationCodeListQuerySchema,
      handler: ({ user, query }) => listCodes(ctx.db, user, query),
    })
    .add({
      method: 'post',
      path: '/api/publicResources/validate/:competitionId',
      summary: 'Is the code a free code of the competition? Rate-limited per user or address',
      tags,
      access: 'public',
      params: signUpCompetitionParamsSchema,
      body: validateCodeBodySchema,
      handler: async ({ user, params, body, req }) => {
        await throttleValidate(ctx.redis, user, req.ip ?? 'unknown');
        return validateCode(ctx.db, params.competitionId, body.code);
      },
    });
}
