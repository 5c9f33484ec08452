import { z } from 'zod';
import { idRefSchema, idSchema } from './ids';
import { listAnswerSchema } from './lists';

/**
 * Shapes of identity's API (docs/identity-api.md).
 * Field names are the spec's. The web imports the types; identity validates with the schemas.
 */
import {
  EMAIL_PATTERN,
  isKnownCountry,
  NOTIFICATION_FLAGS,
  STATES_BY_COUNTRY,
  LANGUAGES,
  SALUTATIONS,
  type NotificationFlag,
} from './identity-constants';

export * from './identity-constants';

// ---- field rules (docs/identity-api.md) ---------------------------------------------------
export const passwordSchema = z
  .string()
  .min(6, 'PASSWORD_INVALID')
  .max(128, 'PASSWORD_INVALID')
  .regex(/\d/, 'PASSWORD_INVALID')
  .regex(/[a-z]/, 'PASSWORD_INVALID')
  .regex(/[A-Z]/, 'PASSWORD_INVALID');
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'FIELD_MINLENGTH_3')
  .max(255, 'FIELD_MAXLENGTH_255')
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'FIELD_INVALID');
export const personNameSchema = z.string().trim().min(2, 'FIELD_MINLENGTH_2').max(255, 'FIELD_MAXLENGTH_255');
export const emailSchema = z
  .string()
  .trim()
  .max(255, 'FIELD_MAXLENGTH_255')
  .regex(EMAIL_PATTERN, 'EMAIL_FORMAT');
const text = (max = 255) => z.string().trim().max(max, 'FIELD_MAXLENGTH_255');
const requiredText = () => text().min(1, 'FIELD_IS_REQUIRED');
const optionalText = () => text().nullish();
/** A code of the portal's country list (ISO 3166-1, xk, gb-eng/nir/sct/wls). */
export const countrySchema = z.string().max(6, 'FIELD_INVALID').refine(isKnownCountry, 'FIELD_INVALID');
const checked = z.literal(true, { error: 'FIELD_IS_REQUIRED' });
/** A state code: checked against the country's list for at and de, bounded for every other. */
const stateSchema = z.string().max(255, 'FIELD_MAXLENGTH_255').nullish();

/** A club member is PENDING until an admin of the club confirms; only CONFIRMED opens INTERNAL competitions. */
export const CLUB_MEMBERSHIPS = ['PENDING', 'CONFIRMED'] as const;
export type ClubMembership = (typeof CLUB_MEMBERSHIPS)[number];
/**
 * The club of a session token's `clubId` claim, which opens INTERNAL competitions and club-admin
 * scope in every service: only a confirmed membership (club admins are confirmed when assigned).
 */
export const clubClaimOf = (user: { clubId: number | null; clubMembership: ClubMembership | null }) =>
  user.clubMembership === 'CONFIRMED' ? user.clubId : null;
/** PUT users/updateClubMembership: true confirms the member, false rejects (the club is removed). */
export const clubMembershipBodySchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  confirmed: z.boolean(),
});

/** Shooter data of a user (registration wizard step 3, profile, user form for ROLE_USER). */
export const shooterFieldsShape = {
  competitionClass: idRefSchema,
  division: idRefSchema,
  factor: idRefSchema,
  club: idRefSchema.nullish(),
  alias: optionalText(),
  cowboyName: optionalText(),
  sassNumber: optionalText(),
  ipscNumber: optionalText(),
  ipscRegion: optionalText(),
  ipscAlias: optionalText(),
};

/** Contact data (registration wizard step 2). State only for at and de, and then required. */
export const contactFieldsShape = {
  salutation: z.enum(SALUTATIONS, { error: 'FIELD_IS_REQUIRED' }),
  degree: optionalText(),
  firstName: personNameSchema,
  lastName: personNameSchema,
  address: requiredText(),
  zip: text(20).min(1, 'FIELD_IS_REQUIRED'),
  city: requiredText(),
  country: countrySchema,
  state: stateSchema,
  telephone: text(50).nullish(),
};

type WithState = { country?: string | null; state?: string | null };
type WithPasswords = { password?: string | null; passwordValid?: string | null };

/**
 * State is required and must be one of the country's states when the country is at or de; a
 * country without a state list takes no state (docs/people-data-and-consent.md).
 */
export const checkState = (value: WithState, ctx: z.RefinementCtx) => {
  const states = value.country ? STATES_BY_COUNTRY[value.country] : undefined;
  if (!states) {
    if (value.country && value.state)
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'STATE_INVALID' });
    return;
  }
  if (!value.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'FIELD_IS_REQUIRED' });
  else if (!states.includes(value.state))
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'STATE_INVALID' });
};
export const checkPasswordsMatch = (value: WithPasswords, ctx: z.RefinementCtx, field = 'passwordValid') => {
  if ((value.password ?? '') !== (value.passwordValid ?? '')) {
    ctx.addIssue({ code: 'custom', path: [field], message: 'PW_MUST_MATCH' });
  }
};

// ---- account (public) --------------------------------------------------------------------
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(255, 'FIELD_MAXLENGTH_255'),
  password: z.string().min(1, 'FIELD_IS_REQUIRED').max(128, 'PASSWORD_INVALID'),
});

/** POST publicResources/createUser: the registration wizard's values. */
export const registrationFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    passwordValid: z.string().min(1, 'FIELD_IS_REQUIRED').max(128, 'PASSWORD_INVALID'),
    selectedLanguage: z.enum(LANGUAGES, { error: 'FIELD_IS_REQUIRED' }),
    ...contactFieldsShape,
    ...shooterFieldsShape,
    /** the newsletter opt-in: the user's free choice, never required */
    allowInformations: z.boolean().default(false),
    conditions: checked,
    payment: checked,
  })
  .superRefine(checkState)
  .superRefine(checkPasswordsMatch);
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
  competitionViewType: z.boolean(),
  shooterCompetitionViewType: z.boolean(),
  competitionFilters: z.record(z.string(), z.unknown()).nullable(),
  paymentUntil: z.string().nullable().optional(),
  userRoles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  permissions: z.array(z.string()),
  locale: z.enum(LANGUAGES),
  paymentValid: z.boolean(),
});
export type Identity = z.infer<typeof identitySchema>;

// ---- profile -----------------------------------------------------------------------------
export const notificationSelectionSchema = z.object(
  Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, z.boolean()])) as Record<
    NotificationFlag,
    z.ZodBoolean
  >,
);
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
export const profileUpdateSchema = z
  .object({
    email: emailSchema,
    selectedLanguage: z.enum(LANGUAGES),
    password: z.union([z.literal(''), passwordSchema]).nullish(),
    passwordValid: z.string().max(128).nullish(),
    ...contactFieldsShape,
    salutation: z.enum(SALUTATIONS).nullish(),
    address: optionalText(),
    zip: text(20).nullish(),
    city: optionalText(),
    country: countrySchema.nullish(),
    competitionClass: idRefSchema.nullish(),
    division: idRefSchema.nullish(),
    factor: idRefSchema.nullish(),
    club: idRefSchema.nullish(),
    alias: optionalText(),
    cowboyName: optionalText(),
    sassNumber: optionalText(),
    ipscNumber: optionalText(),
    ipscRegion: optionalText(),
    ipscAlias: optionalText(),
    allowInformations: z.boolean().optional(),
    notificationSelection: notificationSelectionSchema.optional(),
    division_ids: z.array(idSchema).max(100).optional(),
    deputyMail: z.boolean().optional(),
  })
  .superRefine(checkState)
  .superRefine(checkPasswordsMatch);
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

// ---- users administration (docs/identity-api.md) ------------------------------------------
export const userRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userRoles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  club: idRefSchema.nullable(),
  clubMembership: z.enum(CLUB_MEMBERSHIPS).nullable(),
  createdAt: z.string(),
  paymentUntil: z.string().nullable(),
  active: z.boolean(),
  enabled: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userListAnswerSchema = listAnswerSchema(userRowSchema);

/** POST users and PUT users/{id} (password optional on edit). */
export const userFormShape = {
  username: usernameSchema,
  email: emailSchema,
  userRoleIds: z.array(idSchema).min(1, 'FIELD_IS_REQUIRED').max(10),
  club: idRefSchema.nullish(),
  firstName: personNameSchema,
  lastName: personNameSchema,
  selectedLanguage: z.enum(LANGUAGES, { error: 'FIELD_IS_REQUIRED' }),
  salutation: z.enum(SALUTATIONS).nullish(),
  degree: optionalText(),
  address: optionalText(),
  zip: text(20).nullish(),
  city: optionalText(),
  country: countrySchema.nullish(),
  state: stateSchema,
  telephone: text(50).nullish(),
  competitionClass: idRefSchema.nullish(),
  division: idRefSchema.nullish(),
  factor: idRefSchema.nullish(),
  alias: optionalText(),
  cowboyName: optionalText(),
  sassNumber: optionalText(),
  ipscNumber: optionalText(),
  ipscRegion: optionalText(),
  ipscAlias: optionalText(),
  allowInformations: z.boolean().optional(),
  /** the notification selection and the new-competition mail's divisions (docs/premium-features.md) */
  notificationSelection: notificationSelectionSchema.optional(),
  division_ids: z.array(idSchema).max(100).optional(),
  deputyMail: z.boolean().optional(),
  bmdAccountNumber: text(50).nullish(),
  paymentUntil: z.iso.date().nullish(),
};
export const userCreateSchema = z
  .object({ ...userFormShape, password: passwordSchema, password2: z.string().max(128) })
  .superRefine(checkState)
  .superRefine((v, ctx) =>
    checkPasswordsMatch({ password: v.password, passwordValid: v.password2 }, ctx, 'password2'),
  );
export const userUpdateSchema = z
  .object({
    ...userFormShape,
    password: z.union([z.literal(''), passwordSchema]).nullish(),
    password2: z.string().max(128).nullish(),
  })
  .superRefine(checkState)
  .superRefine((v, ctx) =>
    checkPasswordsMatch({ password: v.password, passwordValid: v.password2 }, ctx, 'password2'),
  );
export type UserCreate = z.infer<typeof userCreateSchema>;
export type UserUpdate = z.infer<typeof userUpdateSchema>;
export const userDetailSchema = profileSchema.extend({
  active: z.boolean(),
  enabled: z.boolean(),
  createdAt: z.string(),
  bmdAccountNumber: z.string().nullable(),
  client: idRefSchema.nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const activeBodySchema = z.object({ id: idSchema, active: z.boolean() });
export const enabledBodySchema = z.object({ id: idSchema, enabled: z.boolean() });

// ---- roles, permissions, clients -----------------------------------------------------------
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reserved: z.boolean(),
  permissions: z.array(z.object({ name: z.string(), category: z.string() })),
});
export type Role = z.infer<typeof roleSchema>;
export const roleBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'FIELD_IS_REQUIRED')
    .min(3, 'FIELD_MINLENGTH_3')
    .max(255, 'FIELD_MAXLENGTH_255')
    .regex(/^[A-Z][A-Z0-9_]*$/, 'USERROLE_NAME_NOT_VALID'),
  client: idRefSchema.nullish(),
  permissions: z.array(z.string().max(100, 'FIELD_INVALID')).max(100),
});
export const permissionGroupSchema = z.object({ category: z.string(), permissions: z.array(z.string()) });

export const clientSchema = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type Client = z.infer<typeof clientSchema>;
export const clientBodySchema = z.object({
  name: z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(255, 'FIELD_MAXLENGTH_255'),
  active: z.boolean().optional(),
});

// ---- events --------------------------------------------------------------------------------
export const IDENTITY_EVENTS = {
  userRegistered: 'identity.user.registered',
  passwordResetRequested: 'identity.password-reset.requested',
  userUpserted: 'identity.user.upserted',
  userBlocked: 'identity.user.blocked',
  userDeleted: 'identity.user.deleted',
} as const;

/** A new account must be confirmed: notification mails the link with the raw token. */
export interface UserRegisteredPayload {
  userId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  salutation: string | null;
  locale: 'de' | 'en';
  verificationToken: string;
}
export interface PasswordResetRequestedPayload {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  locale: 'de' | 'en';
  resetToken: string;
}
/** Contact data and preferences that other services keep as a replica (version = user version). */
export interface UserUpsertedPayload {
  userId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: 'de' | 'en';
  clubId: number | null;
  /** null without a club; replicas grant club-member rights only when CONFIRMED (absent in older events) */
  clubMembership?: ClubMembership | null;
  roles: string[];
  active: boolean;
  enabled: boolean;
  paymentUntil: string | null;
  notificationSelection: Record<NotificationFlag, boolean>;
  divisionIds: number[];
  /** the users who may act for this user (its deputies); absent in older events */
  deputyUserIds?: number[];
  /** false: the deputies get no copies of the user's registration mails; absent in older events (true) */
  deputyMail?: boolean;
  /** the profile's shooter identifiers for exports (PractiScore, all users); absent in older events */
  ipscNumber?: string | null;
  ipscRegion?: string | null;
  ipscAlias?: string | null;
  alias?: string | null;
}
export interface UserBlockedPayload {
  userId: number;
  at: string;
}
