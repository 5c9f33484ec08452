import {
  CLUB_COUNTRIES,
  CLUB_SORT_FIELDS,
  listAnswerSchema,
  type Club,
  type PublicClub,
} from '@portal/contracts';
import { DomainError, RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { isClubsAdmin } from '../domain/club-admin/access';
import { isValidIban, normalizeIban } from '../domain/club-admin/iban';
import { getClub, listClubs, listPublicClubResources } from '../domain/club-admin/read';
import { deleteClubs, saveClub, setClubActive, type ClubInput } from '../domain/club-admin/write';
import { referenceListQuery } from './list-query';
import { notificationBlockSchema, notificationBlocksBody } from './notification-types';
import {
  idParams,
  idsBody,
  link,
  idField,
  ignoredText,
  nullableText,
  optionalEmail,
  optionalText,
  requiredText,
} from './fields';

const CLUB_READERS = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'] as const;
const CLUB_WRITERS = ['IS_ADMIN', 'IS_PORTAL_ADMIN'] as const;

const country = z.enum(CLUB_COUNTRIES);

/** Create and update body of a club (docs/catalog.md). */
export const clubBody = z
  .object({
    /** read-only fields an edit form sends back; ignored */
    id: idField.optional(),
    // the catalog's own random id, bounded but not compared: a copy form sends another club's
    publicLinkId: ignoredText,
    name: requiredText.min(2, 'FIELD_MINLENGTH_2'),
    longName: requiredText,
    shortName: optionalText,
    address: requiredText,
    zip: requiredText,
    city: requiredText,
    country,
    matchAddress: optionalText,
    matchZip: optionalText,
    matchCity: optionalText,
    matchCountry: country.nullish().transform((value) => value ?? null),
    googleMapsLink: link,
    websiteLink: link,
    logo: z
      .object({ id: idField })
      .nullish()
      .transform((value) => (value ? { id: value.id } : null)),
    bankInformation: z
      .object({ name: optionalText, bic: optionalText, iban: optionalText })
      .nullish()
      .transform((value) => value ?? null),
    contact: z
      .object({
        salutation: z
          .enum(['mr', 'mrs'])
          .nullish()
          .transform((value) => value ?? null),
        firstName: optionalText,
        lastName: optionalText,
        email: optionalEmail,
        telephone: optionalText,
      })
      .nullish()
      .transform((value) => value ?? null),
    paymentUntil: z.iso.date('FIELD_INVALID').nullish(),
    unlisted: z.boolean().optional(),
    active: z.boolean().optional(),
    bmdAccountNumber: optionalText.optional(),
    invoiceName: optionalText.optional(),
    invoiceMail: optionalEmail.optional(),
    notificationBlocks: notificationBlocksBody.optional(),
  })
  // the route makes only plain objects strict; this one is wrapped by the refinements
  .strict()
  .superRefine((club, ctx) => {
    const bank = club.bankInformation;
    if (!bank) return;
    const path = (field: string) => ['bankInformation', field];
    if (bank.name && !bank.bic && !bank.iban) {
      for (const field of ['bic', 'iban'])
        ctx.addIssue({
          code: 'custom',
          path: path(field),
          message: 'FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED',
        });
    }
    if ((bank.iban || bank.bic) && !bank.name)
      ctx.addIssue({
        code: 'custom',
        path: path('name'),
        message: 'FIELD_IS_REQUIRED_IF_BANK_IBAN_IS_FILLED',
      });
    if (bank.iban && !isValidIban(bank.iban))
      ctx.addIssue({ code: 'custom', path: path('iban'), message: 'FIELD_INVALID' });
  })
  .transform(({ id: _id, publicLinkId: _publicLinkId, ...club }): ClubInput => {
    const bank = club.bankInformation;
    const bankInformation =
      bank && (bank.name || bank.bic || bank.iban)
        ? { ...bank, iban: bank.iban ? normalizeIban(bank.iban) : null }
        : null;
    return { ...club, bankInformation };
  });

export const clubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  longName: z.string(),
  shortName: nullableText,
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  matchAddress: nullableText,
  matchZip: nullableText,
  matchCity: nullableText,
  matchCountry: nullableText,
  googleMapsLink: nullableText,
  websiteLink: nullableText,
  publicLinkId: z.string(),
  logo: z.object({ id: z.number().int(), publicId: z.string(), fileName: z.string() }).nullable(),
  bankInformation: z.object({ name: nullableText, bic: nullableText, iban: nullableText }).nullable(),
  contact: z.object({
    salutation: nullableText,
    firstName: nullableText,
    lastName: nullableText,
    fullName: nullableText,
    email: nullableText,
    telephone: nullableText,
  }),
  paymentUntil: nullableText,
  unlisted: z.boolean(),
  active: z.boolean(),
  bmdAccountNumber: nullableText,
  invoiceName: nullableText,
  invoiceMail: nullableText,
  notificationBlocks: z.array(notificationBlockSchema),
}) satisfies z.ZodType<Club>;

/** A club as anybody sees it: no payment state, invoice data or mail text blocks. */
export const publicClubSchema = clubSchema
  .omit({
    paymentUntil: true,
    bmdAccountNumber: true,
    invoiceName: true,
    invoiceMail: true,
    notificationBlocks: true,
  })
  .extend({
    logo: z.object({ publicId: z.string(), fileName: z.string() }).nullable(),
  }) satisfies z.ZodType<PublicClub>;

const filterText = z.string().trim().max(255, 'FIELD_MAXLENGTH_255').optional();
const clubListQuery = referenceListQuery(CLUB_SORT_FIELDS).extend({
  address: filterText,
  zip: filterText,
  city: filterText,
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  paymentUntilFrom: z.iso.date('FIELD_INVALID').optional(),
  paymentUntilTo: z.iso.date('FIELD_INVALID').optional(),
});

const publicClubQuery = referenceListQuery(['id', 'name', 'city'] as const).extend({
  includeUnlisted: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});

/** Club administration (docs/catalog.md) and the public club resources. */
export function clubRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['clubs'];
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/clubs',
      summary: 'List clubs (club admins see only their own), sorted by name unless asked otherwise',
      tags,
      access: CLUB_READERS,
      query: clubListQuery,
      response: listAnswerSchema(clubSchema),
      handler: ({ query, user }) => listClubs(ctx.db, user, query),
    })
    .add({
      method: 'put',
      path: '/api/clubs/updateActive',
      summary: 'Block (active false) or unblock a club',
      tags,
      access: CLUB_WRITERS,
      body: z.object({ id: idField, active: z.boolean() }),
      handler: ({ body, user }) => setClubActive(ctx.db, user, body.id, body.active),
    })
    .add({
      method: 'post',
      path: '/api/clubs/deleteMany',
      summary: 'Delete several clubs in one transaction; answers how many were deleted',
      tags,
      access: CLUB_WRITERS,
      body: idsBody,
      response: z.object({ count: z.number().int() }),
      handler: async ({ body, user }) => ({ count: await deleteClubs(ctx.db, user, body.ids) }),
    })
    .add({
      method: 'get',
      path: '/api/clubs/:id',
      summary: 'One club (club admins only their own)',
      tags,
      access: CLUB_READERS,
      params: idParams,
      response: clubSchema,
      handler: ({ params, user }) => getClub(ctx.db, user, params.id),
    })
    .add({
      method: 'post',
      path: '/api/clubs',
      summary: 'Create a club',
      tags,
      access: CLUB_WRITERS,
      body: clubBody,
      status: 201,
      response: clubSchema,
      handler: ({ body, user }) => saveClub(ctx.db, user, null, body),
    })
    .add({
      method: 'put',
      path: '/api/clubs/:id',
      summary: 'Edit a club (club admins only their own, without payment, listing, state and invoice fields)',
      tags,
      access: CLUB_READERS,
      params: idParams,
      body: clubBody,
      response: clubSchema,
      handler: ({ params, body, user }) => saveClub(ctx.db, user, params.id, body),
    })
    .add({
      method: 'delete',
      path: '/api/clubs/:id',
      summary: 'Delete a club',
      tags,
      access: CLUB_WRITERS,
      params: idParams,
      handler: async ({ params, user }) => {
        if ((await deleteClubs(ctx.db, user, [params.id])) === 0) throw new DomainError('NOT_FOUND', 404);
      },
    })
    .add({
      method: 'get',
      path: '/api/publicResources/clubs',
      summary:
        'Active, listed clubs; includeUnlisted=true (admins and portal admins only) adds unlisted ones',
      tags,
      access: 'public',
      query: publicClubQuery,
      response: listAnswerSchema(publicClubSchema),
      handler: ({ query, user }) => {
        if (query.includeUnlisted && !isClubsAdmin(user))
          throw new DomainError(
            user.id === null ? 'Unauthorized' : 'PERMISSION_DENIED',
            user.id === null ? 401 : 403,
          );
        return listPublicClubResources(ctx.db, query);
      },
    });
}
