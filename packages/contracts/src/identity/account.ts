/** The public account calls and the session identity (docs/identity-api.md, "Session and account"). */
import { z } from 'zod';
import { LANGUAGES } from '../identity-constants';
import {
  checkPasswordsMatch,
  personBodySchema,
  emailSchema,
  passwordSchema,
  requiredPersonFieldsShape,
  usernameSchema,
} from './fields';
import { checked } from './text-fields';

// ---- account (public) --------------------------------------------------------------------
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(255, 'FIELD_MAXLENGTH_255'),
  password: z.string().min(1, 'FIELD_IS_REQUIRED').max(128, 'PASSWORD_INVALID'),
});

/** POST publicResources/createUser: the registration wizard's values. */
export const registrationFormSchema = personBodySchema({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  passwordValid: z.string().min(1, 'FIELD_IS_REQUIRED').max(128, 'PASSWORD_INVALID'),
  selectedLanguage: z.enum(LANGUAGES, { error: 'FIELD_IS_REQUIRED' }),
  ...requiredPersonFieldsShape,
  /** the newsletter opt-in: the user's free choice, never required */
  allowInformations: z.boolean().default(false),
  conditions: checked,
  payment: checked,
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const tokenBodySchema = z.object({ token: z.string().min(16).max(200) });
export const resetPasswordBodySchema = z.object({ email: emailSchema });
export const confirmPasswordResetBodySchema = z
  .object({
    token: z.string().min(16).max(200),
    password: passwordSchema,
    passwordValid: z.string().max(128),
  })
  .superRefine(checkPasswordsMatch);

// ---- session identity (docs/identity-api.md) ---------------------------------------------
export const identitySchema = z.object({
  id: z.number().int(),
  clubId: z.number().int().nullable(),
  competitionClassId: z.number().int().nullable(),
  factorId: z.number().int().nullable(),
  divisionId: z.number().int().nullable(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  username: z.string(),
  userEmail: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userFullName: z.string(),
  userCountry: z.string().nullable(),
  userState: z.string().nullable(),
  /** true: card view, false: list view */
  competitionViewType: z.boolean(),
  shooterCompetitionViewType: z.boolean(),
  /** the saved competition list filters (docs/public-browsing.md) */
  competitionFilters: z.record(z.string(), z.unknown()).nullable(),
  /** ISO date; absent for users who never paid */
  paymentUntil: z.string().nullable().optional(),
  userRoles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  permissions: z.array(z.string()),
  locale: z.enum(LANGUAGES),
  /** derived at login: admin roles always, others while paymentUntil is valid */
  paymentValid: z.boolean(),
});
export type Identity = z.infer<typeof identitySchema>;
