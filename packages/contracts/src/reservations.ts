import { z } from 'zod';
import { idSchema } from './ids';
import { listQuerySchema } from './lists';

/**
 * Shapes of reservation codes and named reservations (docs/registration.md).
 */

/** bounded by PostgreSQL's integer: a huge id is a 400, never a 500 */
const id = idSchema;
const idList = z.array(id).max(1000, 'FIELD_INVALID');
/** what a user types: letters and digits, compared in upper case */
export const reservationCodeText = z
  .string()
  .trim()
  .min(1, 'FIELD_IS_REQUIRED')
  .max(64, 'FIELD_INVALID')
  .transform((value) => value.toUpperCase());

export const MAX_CODES_PER_BATCH = 1000;

/** POST reservationCodes: a batch of codes for one competition. */
export const reservationCodeBatchSchema = z.object({
  amount: z.number().int().min(1, 'FIELD_INVALID').max(MAX_CODES_PER_BATCH, 'FIELD_INVALID'),
  competitionId: id,
});
export type ReservationCodeBatch = z.infer<typeof reservationCodeBatchSchema>;

export interface ReservationCode {
  id: number;
  code: string;
  competitionId: number;
  competitionName: string | null;
  createdAt: string;
  /** the code's order was reserved */
  used: boolean;
  /** bound to a running hold (free again when the hold runs out) */
  bound: boolean;
}

export const RESERVATION_CODE_SORT_FIELDS = ['id', 'code', 'createdAt', 'competitionName', 'used'] as const;
export type ReservationCodeSortField = (typeof RESERVATION_CODE_SORT_FIELDS)[number];

export const reservationCodeListQuerySchema = listQuerySchema(RESERVATION_CODE_SORT_FIELDS).extend({
  competitionId: z.coerce.number().int().positive().optional(),
  used: z.enum(['true', 'false']).optional(),
  /** part of the code, any case */
  code: z.string().trim().max(64).optional(),
});

/** POST publicResources/validate/{competitionId} */
export const validateCodeBodySchema = z.object({ code: reservationCodeText });
export const signUpCompetitionParamsSchema = z.object({ competitionId: z.coerce.number().int().positive() });

/** POST and PUT reservations. */
export const reservationBodySchema = z.object({
  id: id.optional(),
  users: z.array(id).min(1, 'FIELD_IS_REQUIRED').max(1000, 'FIELD_INVALID'),
  competitions: idList.default([]),
  divisions: idList.default([]),
  competitionClasses: idList.default([]),
  factors: idList.default([]),
  qualification: z.boolean().default(false),
  maxReservations: z
    .number()
    .int()
    .min(1, 'FIELD_INVALID')
    .max(100_000, 'FIELD_INVALID')
    .nullable()
    .default(null),
  validUntil: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type ReservationBody = z.infer<typeof reservationBodySchema>;

export interface Reservation {
  id: number;
  users: number[];
  competitions: number[];
  divisions: number[];
  competitionClasses: number[];
  factors: number[];
  qualification: boolean;
  maxReservations: number | null;
  validUntil: string | null;
  /** for the list and show screens: the users' usernames and the competitions' names */
  userNames: { id: number; username: string }[];
  competitionNames: { id: number; name: string }[];
}

export const RESERVATION_SORT_FIELDS = ['id', 'maxReservations', 'validUntil', 'qualification'] as const;
export type ReservationSortField = (typeof RESERVATION_SORT_FIELDS)[number];

export const reservationListQuerySchema = listQuerySchema(RESERVATION_SORT_FIELDS).extend({
  userId: z.coerce.number().int().positive().optional(),
  competitionId: z.coerce.number().int().positive().optional(),
});

export const reservationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET publicResources/preRegistrationCheck/{competitionId} */
export const preRegistrationQuerySchema = z.object({
  cartId: z.string().trim().max(64).optional(),
  squadId: z.coerce.number().int().positive().optional(),
});

/** The caller's reservation that lets them in without a code, with what is left of it. */
export interface ReservationGrant {
  id: number;
  maxReservations: number | null;
  /** live registrations already counted on it */
  usedReservations: number;
  validUntil: string | null;
  qualification: boolean;
  divisions: number[];
  competitionClasses: number[];
  factors: number[];
}

export interface PreRegistrationCheck {
  competitionId: number;
  /** the sign-up dialog asks for a code */
  codeRequired: boolean;
  /** a code would be required but the caller is an admin or the competition's club admin */
  codeWaived: boolean;
  reservation: ReservationGrant | null;
}
