import { z } from 'zod';
import { MAX_ID } from './ids';
import { listQuerySchema } from './lists';

/**
 * The public reads of sign-up (docs/registration.md): the participants table,
 * the caller's registered competitions and subscriptionInfo. No e-mail and no user id leaves
 * registration here: the participants table is public.
 */

export const PARTICIPANT_SORT_FIELDS = [
  'firstName',
  'lastName',
  'clubName',
  'squadName',
  'squadStandName',
  'divisionName',
  'competitionClassName',
  'factorName',
] as const;
export type ParticipantSortField = (typeof PARTICIPANT_SORT_FIELDS)[number];

/** a path or query id; above PostgreSQL's integer it would overflow in the database (a 500) */
const positiveId = z.coerce
  .number('FIELD_INVALID')
  .int('FIELD_INVALID')
  .min(1, 'FIELD_INVALID')
  .max(MAX_ID, 'FIELD_INVALID');

/**
 * GET publicResources/orderItems?competitionId=..: the participants of a competition. `cart=true`
 * on the same path is the cart list (another handler); this query takes only `cart` absent or false.
 * `sort` and `search` are premium features (403 PREMIUM_FEATURE for the others).
 */
export const participantsQuerySchema = listQuerySchema(PARTICIPANT_SORT_FIELDS).extend({
  competitionId: positiveId,
  size: z.coerce.number('FIELD_INVALID').int().min(1).max(1000).default(25),
  search: z.string().trim().max(255, 'FIELD_MAXLENGTH_255').optional(),
  cart: z.enum(['false'], 'FIELD_INVALID').optional(),
});
export type ParticipantsQuery = z.infer<typeof participantsQuerySchema>;

/** One row of the participants table: a live reserved registration (or waiting-list entry). */
export const participantSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  clubName: z.string().nullable(),
  squadName: z.string().nullable(),
  squadStandName: z.string().nullable(),
  divisionName: z.string().nullable(),
  competitionClassName: z.string().nullable(),
  factorName: z.string().nullable(),
  /** true: the entry waits on the squad's waiting list */
  waitingList: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

/** GET competitions/registrations: the caller's live registrations, one entry per competition. */
export const competitionRegistrationSchema = z.object({
  competitionId: z.number().int(),
  /** every live registration of the caller for the competition is paid */
  paid: z.boolean(),
  /** every live registration of the caller for the competition waits on a waiting list */
  waitingList: z.boolean(),
});
export type CompetitionRegistration = z.infer<typeof competitionRegistrationSchema>;

/** GET publicResources/subscriptionInfo/{competitionId}/{userId}[/{squadId}] */
export const subscriptionInfoParamsSchema = z.object({
  competitionId: positiveId,
  /** 0: no user, only the free counts */
  userId: z.coerce
    .number('FIELD_INVALID')
    .int('FIELD_INVALID')
    .min(0, 'FIELD_INVALID')
    .max(MAX_ID, 'FIELD_INVALID'),
  squadId: positiveId.optional(),
});

export const subscriptionInfoSchema = z.object({
  competitionId: z.number().int(),
  squadId: z.number().int().nullable(),
  userId: z.number().int(),
  /** places still free (confirmed plus held below the size), over the squad or the whole competition */
  free: z.number().int(),
  /** waiting-list slots still free */
  waitingListFree: z.number().int(),
  /** the user has a live reserved registration there (null for userId 0) */
  signedUp: z.boolean().nullable(),
  /** ... and it waits on a waiting list (null for userId 0) */
  waitingList: z.boolean().nullable(),
  /** ... and it is paid (null for userId 0) */
  paid: z.boolean().nullable(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;
