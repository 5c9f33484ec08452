import { z } from 'zod';
import { idParamSchema, idSchema } from './ids';
import { listQuerySchema } from './lists';

/**
 * The shooter's own registrations after sign-up (docs/registration.md): the routes myCompetitions,
 * shooterOrderItems/{id}, publicOrderItems/{id}/{token}; the booked competition row and the
 * OrderItem; the shooter lists and the public registration by id and token.
 */

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET userBookedCompetitions: paged, sorted by competition date, filters archive and multipleWaitingList. */
export const bookedCompetitionsQuerySchema = listQuerySchema(['competition.competitionDate'] as const)
  .extend({
    /** true: archived competitions only (the participated list); false: not archived ones */
    archive: flag.optional(),
    /** true: multiple-waiting-list entries only; false: none of them */
    multipleWaitingList: flag.optional(),
    /** false: leave cancelled registrations out (the dashboard's participated list) */
    cancelled: flag.optional(),
  })
  .strict();
export type BookedCompetitionsQuery = z.infer<typeof bookedCompetitionsQuerySchema>;

/** One row of the booked list: the spec's booked row plus the ids and flags the page acts on. */
export interface BookedCompetition {
  /** the order item's id (edit, cancel, pay) */
  id: number;
  orderId: number;
  competitionId: number;
  competitionName: string;
  competitionDate: string | null;
  competitionEndDate: string | null;
  publicLink: string | null;
  /** who is signed up: two registrations in one squad (a deputy's) are told apart by it */
  firstName: string | null;
  lastName: string | null;
  paid: boolean;
  paid2: boolean;
  cancelled: boolean;
  registrationEnded: boolean;
  archive: boolean;
  competitionUploads: { typeName: string; showName: boolean; publicId: string; fileName: string }[];
  /** the result list's address, offered in the row's download menu beside the uploads */
  resultListLink: string | null;
  squadName: string | null;
  /** YYYY-MM-DD */
  squadDate: string | null;
  /** HH:mm:ss */
  squadTime: string | null;
  event: boolean;
  eventType: string | null;
  city: string | null;
  clubShortName: string | null;
  levelName: string | null;
  divisionName: string | null;
  country: string | null;
  multipleWaitingList: boolean;
  waitingList: boolean;
  /** the competition takes card payments: an unpaid item shows the pay button */
  paymentWithCard: boolean;
}

export interface NamedOption {
  id: number;
  name: string;
}

/** A squad the edit form offers (all of the competition's, full ones marked). */
export interface EditSquadOption {
  id: number;
  name: string;
  startDate: string | null;
  startTime: string | null;
  /** the squad's end on its day (HH:mm), shown with date and start in every squad label */
  endTime: string | null;
  /** no free place: a move there answers SQUAD_FULL */
  full: boolean;
  requireCode: boolean;
  divisionIds: number[];
  competitionClassIds: number[];
  factorIds: number[];
  /** the squad's stands; `inUse`: another registration has it */
  stands: { id: number; name: string; inUse: boolean }[];
}

/** One registration as its edit pages read it (the OrderItem with the competition, docs/registration.md). */
export interface OrderItemDetails {
  id: number;
  orderId: number;
  competitionId: number;
  competitionName: string;
  competitionCompetitionDate: string | null;
  competitionEndDate: string | null;
  competitionEvent: boolean;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  clubId: number | null;
  clubName: string | null;
  divisionId: number | null;
  competitionClassId: number | null;
  factorId: number | null;
  squadId: number;
  squadName: string | null;
  squadStandId: number | null;
  squadStandName: string | null;
  waitingList: boolean;
  multipleWaitingList: boolean;
  paid: boolean;
  paid2: boolean;
  cancelled: boolean;
  archive: boolean;
  registrationEnded: boolean;
  /** the item can still be changed or cancelled (not cancelled, not archived, registration open) */
  editable: boolean;
  locale: 'de' | 'en';
  /** what the form's option lists need */
  competition: {
    id: number;
    name: string;
    competitionDate: string | null;
    competitionEndDate: string | null;
    event: boolean;
    divisions: NamedOption[];
    competitionClasses: NamedOption[];
    factors: NamedOption[];
    squads: EditSquadOption[];
  };
}

const name = z.string().trim().min(2, 'FIELD_MINLENGTH_2').max(255, 'FIELD_MAXLENGTH_255');

/**
 * The save of shooterOrderItems and of the public link: names, shooter data and the squad. A
 * squad other than the item's moves it there (keeping division, class and factor, clearing the
 * stand unless one of the new squad is chosen); e-mail and competition cannot change.
 */
export const orderItemEditBodySchema = z
  .object({
    firstName: name,
    lastName: name,
    divisionId: idSchema.nullish(),
    competitionClassId: idSchema.nullish(),
    factorId: idSchema.nullish(),
    squadId: idSchema,
    squadStandId: idSchema.nullable().optional(),
    /** the shooter's club on their own booking (a catalog club, or null for none); absent keeps it */
    clubId: idSchema.nullable().optional(),
  })
  .strict();
export type OrderItemEditBody = z.infer<typeof orderItemEditBodySchema>;

export const publicOrderItemParamsSchema = z
  .object({
    id: idParamSchema,
    token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'FIELD_INVALID'),
  })
  .strict();

/** Most ids one processing-items question may name: the booked list's largest page (50) with room. */
export const MAX_PROCESSING_ITEM_IDS = 100;

/**
 * GET /api/payments/processingOrderItems?itemIds=1,2,3 (plain users): which of the caller's own
 * registrations among `itemIds` have a card payment still running (docs/my-competitions.md).
 */
export const processingItemsQuerySchema = z
  .object({
    itemIds: z
      .string()
      .max(MAX_PROCESSING_ITEM_IDS * 11)
      // "" and "abc" become 0 and NaN, which idSchema refuses like any other bad id
      .transform((text) => text.split(',').map((part) => (part.trim() === '' ? 0 : Number(part))))
      .pipe(z.array(idSchema).min(1).max(MAX_PROCESSING_ITEM_IDS)),
  })
  .strict();
export type ProcessingItemsQuery = z.infer<typeof processingItemsQuerySchema>;

export const processingItemsSchema = z.object({ itemIds: z.array(idSchema) });
export type ProcessingItems = z.infer<typeof processingItemsSchema>;
