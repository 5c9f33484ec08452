import { z } from 'zod';
import {
  COMPETITION_SORT_FIELDS,
  listQuerySchema,
  TEXT_LIMITS,
  toInstant,
  VIEW_TYPES,
  type Competition,
  type Squad,
} from '@portal/contracts';
import {
  idField,
  idsBody,
  ignoredText,
  link,
  MAX_INT,
  nullableText,
  optionalEmail,
  optionalText,
  richText,
} from './fields';
import type { CompetitionInput, SquadInput } from '../domain/competitions/types';
import { notificationBlocksBody } from './notification-types';

const id = idField;
/** A reference as answers carry it: the id counts, a name sent back is ignored. */
const namedRef = z.object({ id, name: ignoredText }).transform(({ id: refId }) => ({ id: refId }));
/** Fields of an answer that an edit form may send back unchanged; ignored. */
const readOnly = z.unknown().optional();
const ids = z.array(id).max(1000);

/**
 * An instant: ISO date and time with or without offset. The forms send UTC (`Z`); without an
 * offset it is Vienna wall-clock time, the portal's one zone (docs/time-zone.md). A Vienna time
 * that does not exist (the hour the clocks skip) is FIELD_INVALID.
 */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
export const instant = z
  .string()
  .regex(DATE_TIME, 'FIELD_INVALID')
  .transform((value, ctx) => {
    const date = toInstant(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID' });
      return z.NEVER;
    }
    return date;
  });
const optionalInstant = instant.nullish().transform((value) => value ?? null);
const day = z.iso.date('FIELD_INVALID');
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'FIELD_INVALID')
  .transform((value) => (value.length === 5 ? `${value}:00` : value));
const count = z.number('FIELD_INVALID').int('FIELD_INVALID').min(0, 'FIELD_MIN_0').max(100_000);
const optionalCount = count.nullish().transform((value) => value ?? null);

const standName = z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(255, 'FIELD_MAXLENGTH_255');

/** A squad of the competition form; `id` names an existing squad to keep, none creates one. */
export const squadBody = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(255, 'FIELD_MAXLENGTH_255'),
    information: z
      .string()
      .trim()
      .min(1, 'FIELD_IS_REQUIRED')
      .max(TEXT_LIMITS.squadInformation, 'FIELD_INVALID'),
    squadSize: count,
    maxWaitingListSize: count.default(0),
    startDate: day,
    startTime: clock,
    endTime: clock,
    resultListLink: link,
    divisionIds: ids.default([]),
    competitionClassIds: ids.default([]),
    factorIds: ids.default([]),
    requireCode: z.boolean().default(false),
    multipleWaitingList: z.boolean().default(false),
    subscriptionSize: readOnly,
    waitingListSize: readOnly,
    inUse: readOnly,
    /** stands by name (strings), or `{id, name}` to keep an existing stand */
    stands: z
      .array(z.union([standName, z.object({ id: id.optional(), name: standName, inUse: readOnly }).strict()]))
      .max(1000)
      .default([]),
  })
  .strict()
  .transform((squad): SquadInput => ({
    ...squad,
    id: squad.id ?? null,
    stands: squad.stands.map((stand) =>
      typeof stand === 'string' ? { id: null, name: stand } : { id: stand.id ?? null, name: stand.name },
    ),
  }));

/**
 * Create and update body of a competition or event (docs/catalog.md; field names as in the
 * spec). Field rules are here; rules across fields, by role and against stored data are in the
 * domain (`domain/competitions/validation.ts`).
 */
export const competitionBody = z
  .object({
    // read-only fields an edit or copy form sends back; ignored
    id: idField.optional(),
    publicLink: ignoredText,
    competitionType: readOnly,
    paid: readOnly,
    paidAt: readOnly,
    cancelled: readOnly,
    cancelledAt: readOnly,
    deletedAt: readOnly,
    createdAt: readOnly,
    newCompetitionMailSent: readOnly,
    orderItemCount: readOnly,
    feeStatus: readOnly,
    event: readOnly,
    club: z
      .object({ id, name: ignoredText, hasBankInformation: z.boolean().optional() })
      .transform(({ id: clubId }) => ({ id: clubId }))
      .nullish()
      .transform((value) => value ?? null),
    name: z
      .string()
      .trim()
      .min(1, { message: 'FIELD_IS_REQUIRED', abort: true })
      .min(2, 'FIELD_MINLENGTH_2')
      .max(255, 'FIELD_MAXLENGTH_255'),
    eventType: optionalText,
    /** events only (1 to 255 characters when given); a competition stores none */
    eventName: optionalText,
    competitionTypeId: id,
    level: namedRef.nullish().transform((value) => value ?? null),
    information: richText(TEXT_LIMITS.competitionInformation),
    nominationFee: z
      .number('FIELD_INVALID')
      .min(0, 'FIELD_MIN_0')
      .max(100_000, 'FIELD_INVALID')
      .nullish()
      .transform((value) => (value === null || value === undefined ? null : Math.round(value * 100) / 100)),
    clubWebsiteLink: link,
    contact: z
      .object({
        firstName: optionalText,
        lastName: optionalText,
        email: optionalEmail,
        telephone: optionalText,
        // answers carry it; ignored
        fullName: ignoredText,
      })
      .strict()
      .nullish()
      .transform((value) => ({
        firstName: value?.firstName ?? null,
        lastName: value?.lastName ?? null,
        email: value?.email ?? null,
        telephone: value?.telephone ?? null,
      })),
    address: optionalText,
    city: optionalText,
    zip: optionalText,
    country: z
      .enum(['at', 'de'], 'FIELD_INVALID')
      .nullish()
      .transform((value) => value ?? null),
    state: optionalText,
    googleMapsLink: link,
    competitionDate: instant,
    competitionEndDate: optionalInstant,
    registration: z.boolean().default(true),
    registrationStart: optionalInstant,
    registrationEnd: optionalInstant,
    payOnSite: z.boolean().default(false),
    paymentViaDeposit: z.boolean().default(false),
    paymentWithWirecard: z.boolean().default(false),
    payOnTime: z
      .number('FIELD_INVALID')
      .int('FIELD_INVALID')
      .min(9, 'FIELD_MIN_9')
      .max(365, 'FIELD_INVALID')
      .default(9),
    firstPaymentReminder: optionalCount,
    secondPaymentReminder: optionalCount,
    autoSubscriptionCancelation: z.boolean().default(false),
    viewType: z.enum(VIEW_TYPES, 'FIELD_INVALID').optional(),
    active: z.boolean().default(true),
    stages: optionalCount,
    minimumShots: optionalCount,
    multipleRegistrations: z.boolean().default(false),
    // fair opening (docs/fair-opening.md): the pre-queue opens this many minutes before the start
    fairOpening: z.boolean().default(false),
    fairOpeningLeadMinutes: z
      .number('FIELD_INVALID')
      .int('FIELD_INVALID')
      .min(1, 'FIELD_INVALID')
      .max(1440, 'FIELD_INVALID')
      .default(15),
    nationalCompetition: z.boolean().default(false),
    qualification: z.boolean().default(false),
    division_ids: ids.default([]),
    competitionClass_ids: ids.default([]),
    factor_ids: ids.default([]),
    announcementLink: link,
    resultListLink: link,
    competitionUploads: z
      .array(
        z
          .object({
            id: idField.optional(),
            type: z.object({ id, name: readOnly, showName: readOnly }).strict(),
            document: z.object({ id, publicId: readOnly, fileName: readOnly }).strict(),
          })
          .strict(),
      )
      .max(100)
      .default([]),
    notificationBlocks: notificationBlocksBody.default([]),
    squads: z.array(squadBody).max(500).default([]),
    startingPlaces: optionalCount,
    waitingListPlaces: optionalCount,
  })
  .strict()
  .transform(({ id: _id, publicLink: _publicLink, ...body }): CompetitionInput => ({
    ...body,
    competitionUploads: body.competitionUploads.map(({ type, document }) => ({ type, document })),
    notificationBlocks: body.notificationBlocks.map(({ type, text }) => ({ type, text: text ?? '' })),
  }));

const named = z.object({ id: z.number().int(), name: z.string() });

export const squadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  information: z.string(),
  squadSize: z.number().int(),
  maxWaitingListSize: z.number().int(),
  startDate: nullableText,
  startTime: nullableText,
  endTime: nullableText,
  resultListLink: nullableText,
  divisionIds: z.array(z.number().int()),
  competitionClassIds: z.array(z.number().int()),
  factorIds: z.array(z.number().int()),
  requireCode: z.boolean(),
  multipleWaitingList: z.boolean(),
  stands: z.array(z.object({ id: z.number().int(), name: z.string(), inUse: z.boolean() })),
  /** confirmed and held places, and waiting-list entries, as registration last published */
  subscriptionSize: z.number().int(),
  waitingListSize: z.number().int(),
  inUse: z.boolean(),
}) satisfies z.ZodType<Squad>;

/** A competition or event as the back-office reads it. */
export const competitionSchema = z.object({
  id: z.number().int(),
  club: z.object({ id: z.number().int(), name: z.string(), hasBankInformation: z.boolean() }),
  event: z.boolean(),
  name: z.string(),
  eventType: nullableText,
  eventName: nullableText,
  competitionTypeId: z.number().int(),
  competitionType: z.object({
    id: z.number().int(),
    name: z.string(),
    signupReservationTimeout: z.number().int(),
    event: z.boolean(),
  }),
  level: named.nullable(),
  information: nullableText,
  nominationFee: z.number().nullable(),
  clubWebsiteLink: nullableText,
  contact: z.object({
    firstName: nullableText,
    lastName: nullableText,
    fullName: nullableText,
    email: nullableText,
    telephone: nullableText,
  }),
  address: nullableText,
  city: nullableText,
  zip: nullableText,
  country: nullableText,
  state: nullableText,
  googleMapsLink: nullableText,
  competitionDate: z.string(),
  competitionEndDate: nullableText,
  registration: z.boolean(),
  registrationStart: nullableText,
  registrationEnd: nullableText,
  payOnSite: z.boolean(),
  paymentViaDeposit: z.boolean(),
  paymentWithWirecard: z.boolean(),
  payOnTime: z.number().int(),
  firstPaymentReminder: z.number().int().nullable(),
  secondPaymentReminder: z.number().int().nullable(),
  autoSubscriptionCancelation: z.boolean(),
  viewType: z.enum(VIEW_TYPES),
  paid: z.boolean(),
  paidAt: nullableText,
  cancelled: z.boolean(),
  cancelledAt: nullableText,
  deletedAt: nullableText,
  createdAt: z.string(),
  active: z.boolean(),
  stages: z.number().int().nullable(),
  minimumShots: z.number().int().nullable(),
  multipleRegistrations: z.boolean(),
  fairOpening: z.boolean(),
  fairOpeningLeadMinutes: z.number().int(),
  nationalCompetition: z.boolean(),
  qualification: z.boolean(),
  newCompetitionMailSent: z.boolean(),
  division_ids: z.array(z.number().int()),
  competitionClass_ids: z.array(z.number().int()),
  factor_ids: z.array(z.number().int()),
  announcementLink: nullableText,
  resultListLink: nullableText,
  publicLink: z.string(),
  orderItemCount: z.number().int(),
  competitionUploads: z.array(
    z.object({
      id: z.number().int(),
      type: z.object({ id: z.number().int(), name: z.string(), showName: z.boolean() }),
      document: z.object({ id: z.number().int(), publicId: z.string(), fileName: z.string() }),
    }),
  ),
  notificationBlocks: z.array(z.object({ type: named, text: z.string() })),
  squads: z.array(squadSchema),
  startingPlaces: z.number().int().nullable(),
  waitingListPlaces: z.number().int().nullable(),
  /** the portal's start fee: PAID once an admin marked the competition paid, else OPEN */
  feeStatus: z.enum(['PAID', 'OPEN']),
}) satisfies z.ZodType<Competition>;

const flag = z
  .enum(['true', 'false'], 'FIELD_INVALID')
  .transform((value) => value === 'true')
  .optional();

/** Query of the back-office lists `GET competitions` and `GET events`. */
export const competitionListQuery = listQuerySchema(COMPETITION_SORT_FIELDS).extend({
  /** part of the name, case-insensitive */
  name: z.string().trim().max(255, 'FIELD_MAXLENGTH_255').optional(),
  clubId: z.coerce.number('FIELD_INVALID').int('FIELD_INVALID').min(1).max(MAX_INT).optional(),
  viewType: z.enum(VIEW_TYPES, 'FIELD_INVALID').optional(),
  paid: flag,
  cancelled: flag,
  active: flag,
  /** true: cancelled or ended (end date, or date, plus one day past); false: the others */
  archive: flag,
  /** true: competitions and events together */
  eventsAndComps: flag,
  /** false: competitions only, true: events only (the export dropdown sends event=false) */
  event: flag,
  /** competition date from and to (inclusive days) */
  from: z.iso.date('FIELD_INVALID').optional(),
  to: z.iso.date('FIELD_INVALID').optional(),
});
export type CompetitionListQuery = z.infer<typeof competitionListQuery>;

export const idBody = z.object({ id });
export { idsBody };
export const cancelBody = z.object({ id, cancelled: z.boolean() });
export const payBody = z.object({ id, paid: z.boolean() });
