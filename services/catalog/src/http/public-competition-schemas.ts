import {
  EVENTS_TYPE,
  MAX_PAGE_SIZE,
  PUBLIC_COMPETITION_SORT_FIELDS,
  type Places,
  type PublicCompetition,
  type PublicCompetitionDetail,
  type PublicSquad,
} from '@portal/contracts';
import { z } from 'zod';
import { idField, nullableText } from './fields';

/** Largest page of the public competition list (its page-size options go up to 500). */
export const PUBLIC_LIST_MAX_SIZE = 500;

const many = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(500)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/**
 * The `filter` of the public list, a JSON object (docs/public-browsing.md): single values or
 * lists for club, type (ids or "EVENTS"), level and province.
 */
export const publicFilterSchema = z
  .object({
    year: z
      .number('FIELD_INVALID')
      .int('FIELD_INVALID')
      .min(2000, 'FIELD_INVALID')
      .max(2100, 'FIELD_INVALID')
      .optional(),
    month: z
      .number('FIELD_INVALID')
      .int('FIELD_INVALID')
      .min(1, 'FIELD_INVALID')
      .max(12, 'FIELD_INVALID')
      .optional(),
    country: z.enum(['at', 'de'], 'FIELD_INVALID').optional(),
    zip: z.string().trim().max(10, 'FIELD_INVALID').optional(),
    club: many(idField),
    type: many(z.union([idField, z.literal(EVENTS_TYPE)])),
    level: many(idField),
    province: many(z.string().trim().min(1).max(100)),
    /** true: the results archive (cancelled, or ended more than a day ago); default: upcoming */
    archive: z.boolean('FIELD_INVALID').optional(),
    /** part of the competition's name */
    competition: z.string().trim().max(255, 'FIELD_MAXLENGTH_255').optional(),
  })
  .strict();
export type PublicFilter = z.infer<typeof publicFilterSchema>;

/** `GET publicResources/competitions?filter={...}&page=0&size=50&sort=competitionDate,asc` */
export const publicCompetitionQuery = z.object({
  page: z.coerce
    .number('FIELD_INVALID')
    .int('FIELD_INVALID')
    .min(0, 'FIELD_INVALID')
    .max(1_000_000, 'FIELD_INVALID')
    .default(0),
  size: z.coerce
    .number('FIELD_INVALID')
    .int('FIELD_INVALID')
    .min(1, 'FIELD_INVALID')
    .max(Math.min(PUBLIC_LIST_MAX_SIZE, MAX_PAGE_SIZE), 'FIELD_INVALID')
    .default(50),
  sort: z
    .string()
    .regex(/^[A-Za-z]+(,(asc|desc|ASC|DESC))?$/, 'FIELD_INVALID')
    .refine(
      (value) => (PUBLIC_COMPETITION_SORT_FIELDS as readonly string[]).includes(value.split(',')[0]!),
      'FIELD_INVALID',
    )
    .optional(),
  filter: z
    .string()
    .max(4000, 'FIELD_INVALID')
    .optional()
    .transform((value, ctx) => {
      if (!value) return publicFilterSchema.parse({});
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID' });
        return z.NEVER;
      }
      const parsed = publicFilterSchema.safeParse(json);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({
            code: 'custom',
            message: isKey(issue.message) ? issue.message : 'FIELD_INVALID',
            path: issue.path,
          });
        return z.NEVER;
      }
      return parsed.data;
    }),
});
const isKey = (message: string) => /^[A-Z_.]+$/.test(message);

const named = z.object({ id: z.number().int(), name: z.string() });

/** Places of a competition over its squads (docs/public-browsing.md). */
export const placesSchema = z.object({
  total: z.number().int(),
  taken: z.number().int(),
  free: z.number().int(),
  waitingListTotal: z.number().int(),
  waitingListFree: z.number().int(),
}) satisfies z.ZodType<Places>;

/** One row or card of the public competition list, the results archive and the dashboard. */
export const publicCompetitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  publicLink: z.string(),
  event: z.boolean(),
  eventType: nullableText,
  eventName: nullableText,
  active: z.boolean(),
  cancelled: z.boolean(),
  archived: z.boolean(),
  competitionDate: z.string(),
  competitionEndDate: nullableText,
  registration: z.boolean(),
  registrationStart: nullableText,
  registrationEnd: nullableText,
  /** registration on, not cancelled, and now within the window */
  registrationOpen: z.boolean(),
  competitionTypeId: z.number().int(),
  competitionTypeName: z.string(),
  competitionTypeImage: nullableText,
  levelId: z.number().int().nullable(),
  levelName: nullableText,
  stages: z.number().int().nullable(),
  nominationFee: z.number().nullable(),
  nationalCompetition: z.boolean(),
  payOnSite: z.boolean(),
  paymentViaDeposit: z.boolean(),
  paymentWithWirecard: z.boolean(),
  clubId: z.number().int(),
  clubName: z.string(),
  clubShortName: nullableText,
  clubPublicLinkId: z.string(),
  clubLogo: z.object({ publicId: z.string(), fileName: z.string() }).nullable(),
  address: nullableText,
  zip: nullableText,
  city: nullableText,
  country: nullableText,
  state: nullableText,
  googleMapsLink: nullableText,
  announcementLink: nullableText,
  resultListLink: nullableText,
  competitionUploads: z.array(
    z.object({
      type: z.object({ id: z.number().int(), name: z.string(), showName: z.boolean() }),
      document: z.object({ publicId: z.string(), fileName: z.string() }),
    }),
  ),
  places: placesSchema,
  /** logged-in non-guests: marked as favourite */
  favourite: z.boolean(),
  /** registered by the user (filled once registration publishes registrations; false until then) */
  registered: z.boolean(),
  /** the user's registration is paid (the icon's green or red); false while not registered */
  registrationPaid: z.boolean(),
  paid: z.boolean(),
}) satisfies z.ZodType<PublicCompetition>;

/** A squad on the public competition page. */
export const publicSquadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  information: z.string(),
  squadSize: z.number().int(),
  subscriptionSize: z.number().int(),
  maxWaitingListSize: z.number().int(),
  waitingListSize: z.number().int(),
  free: z.number().int(),
  waitingListFree: z.number().int(),
  /** squadSize plus maxWaitingListSize is at most the member count */
  full: z.boolean(),
  /** no place left, but the waiting list has room */
  waitingListOnly: z.boolean(),
  requireCode: z.boolean(),
  /** one registration may wait on this squad and others at once (pseudo-squad 0) */
  multipleWaitingList: z.boolean(),
  startDate: nullableText,
  startTime: nullableText,
  endTime: nullableText,
  resultListLink: nullableText,
  stands: z.array(z.object({ id: z.number().int(), name: z.string(), free: z.boolean() })),
  divisions: z.array(named),
  competitionClasses: z.array(named),
  factors: z.array(named),
}) satisfies z.ZodType<PublicSquad>;

/** The public competition page (`getCompetitionFromPublicId/{publicLink}`). */
export const publicCompetitionDetailSchema = publicCompetitionSchema.extend({
  information: nullableText,
  clubWebsiteLink: nullableText,
  contactName: nullableText,
  contactEmail: nullableText,
  contactTelephone: nullableText,
  minimumShots: z.number().int().nullable(),
  multipleRegistrations: z.boolean(),
  fairOpening: z.boolean(),
  fairOpeningLeadMinutes: z.number().int(),
  signupReservationTimeout: z.number().int(),
  club: z.object({
    id: z.number().int(),
    name: z.string(),
    longName: z.string(),
    publicLinkId: z.string(),
    bankInformation: z.object({ name: nullableText, bic: nullableText, iban: nullableText }).nullable(),
  }),
  division: z.array(named),
  competitionClass: z.array(named),
  factor: z.array(named),
  squads: z.array(publicSquadSchema),
}) satisfies z.ZodType<PublicCompetitionDetail>;

export const favouriteBody = z.object({ favourite: z.boolean() });
export const publicLinkParams = z.object({
  publicLink: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'NOT_FOUND'),
});
