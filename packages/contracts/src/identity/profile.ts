/** A user's own profile and deputies (docs/identity-api.md, "Profile"). */
import { z } from 'zod';
import { idRefSchema, idSchema } from '../ids';
import { LANGUAGES, NOTIFICATION_FLAGS, SALUTATIONS, type NotificationFlag } from '../identity-constants';
import { CLUB_MEMBERSHIPS, emailSchema, passwordSchema, personBodySchema, personFieldsShape } from './fields';

// ---- profile -----------------------------------------------------------------------------
export const notificationSelectionSchema = z.object(
  Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, z.boolean()])) as Record<
    NotificationFlag,
    z.ZodBoolean
  >,
);
/** The mail choices a user sets in the profile and an admin in the user form (optional: absent keeps them). */
export const mailChoicesShape = {
  allowInformations: z.boolean().optional(),
  notificationSelection: notificationSelectionSchema.optional(),
  /** the new-competition mail's divisions (docs/premium-features.md) */
  division_ids: z.array(idSchema).max(100).optional(),
  deputyMail: z.boolean().optional(),
};
export const deputySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  deputyUserId: z.number().int(),
});
export type Deputy = z.infer<typeof deputySchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  selectedLanguage: z.enum(LANGUAGES),
  salutation: z.enum(SALUTATIONS).nullable(),
  degree: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  telephone: z.string().nullable(),
  competitionClass: idRefSchema.nullable(),
  division: idRefSchema.nullable(),
  factor: idRefSchema.nullable(),
  club: idRefSchema.nullable(),
  /** null without a club */
  clubMembership: z.enum(CLUB_MEMBERSHIPS).nullable(),
  alias: z.string().nullable(),
  cowboyName: z.string().nullable(),
  sassNumber: z.string().nullable(),
  ipscNumber: z.string().nullable(),
  ipscRegion: z.string().nullable(),
  ipscAlias: z.string().nullable(),
  allowInformations: z.boolean(),
  paymentUntil: z.string().nullable(),
  competitionViewType: z.boolean(),
  shooterCompetitionViewType: z.boolean(),
  notificationSelection: notificationSelectionSchema,
  division_ids: z.array(z.number().int()),
  deputies: z.array(deputySchema),
  /** true: the deputies get copies of the user's registration mails */
  deputyMail: z.boolean(),
  userRoles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT profile/{id}: everything but username; password optional (empty keeps it). */
export const profileUpdateSchema = personBodySchema({
  email: emailSchema,
  selectedLanguage: z.enum(LANGUAGES),
  password: z.union([z.literal(''), passwordSchema]).nullish(),
  passwordValid: z.string().max(128).nullish(),
  ...personFieldsShape,
  ...mailChoicesShape,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const deputyBodySchema = z.object({
  name: z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(255, 'FIELD_MAXLENGTH_255'),
});
export const deputisedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
/** A user I act for (`GET profile/0/deputises`). */
export type DeputisedUser = z.infer<typeof deputisedUserSchema>;
