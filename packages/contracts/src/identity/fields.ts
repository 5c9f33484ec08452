/** Identity's field rules, shared by registration, profile and the user form (docs/identity-api.md). */
import { z } from 'zod';
import { idRefSchema } from '../ids';
import { EMAIL_PATTERN, isKnownCountry, SALUTATIONS, STATES_BY_COUNTRY } from '../identity-constants';
import { optionalText, requiredText, stateSchema, text } from './text-fields';

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
/** A code of the portal's country list (ISO 3166-1, xk, gb-eng/nir/sct/wls). */
export const countrySchema = z.string().max(6, 'FIELD_INVALID').refine(isKnownCountry, 'FIELD_INVALID');

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

/**
 * The person fields (salutation, names, address, shooter and IPSC data): one rule per field,
 * composed into registration (`requiredPersonFieldsShape`), the profile and the user form
 * (`personFieldsShape`, where the ones a registration requires may stay empty). Key order is the
 * order of the answers' field errors (docs/identity-api.md).
 */
const personField = <S extends z.ZodType, O extends z.ZodType>(required: S, optional: O) => ({
  required,
  optional,
});
const samePersonField = <S extends z.ZodType>(schema: S) => personField(schema, schema);
const PERSON_FIELDS = {
  salutation: personField(z.enum(SALUTATIONS, { error: 'FIELD_IS_REQUIRED' }), z.enum(SALUTATIONS).nullish()),
  degree: samePersonField(optionalText()),
  firstName: samePersonField(personNameSchema),
  lastName: samePersonField(personNameSchema),
  address: personField(requiredText(), optionalText()),
  zip: personField(text(20).min(1, 'FIELD_IS_REQUIRED'), text(20).nullish()),
  city: personField(requiredText(), optionalText()),
  country: personField(countrySchema, countrySchema.nullish()),
  state: samePersonField(stateSchema),
  telephone: samePersonField(text(50).nullish()),
  competitionClass: personField(idRefSchema, idRefSchema.nullish()),
  division: personField(idRefSchema, idRefSchema.nullish()),
  factor: personField(idRefSchema, idRefSchema.nullish()),
  club: samePersonField(idRefSchema.nullish()),
  alias: samePersonField(optionalText()),
  cowboyName: samePersonField(optionalText()),
  sassNumber: samePersonField(optionalText()),
  ipscNumber: samePersonField(optionalText()),
  ipscRegion: samePersonField(optionalText()),
  ipscAlias: samePersonField(optionalText()),
};
type PersonFields = typeof PERSON_FIELDS;
type PersonShape<V extends 'required' | 'optional'> = { [K in keyof PersonFields]: PersonFields[K][V] };
const personShape = <V extends 'required' | 'optional'>(variant: V): PersonShape<V> =>
  Object.fromEntries(
    Object.entries(PERSON_FIELDS).map(([name, field]) => [name, field[variant]]),
  ) as PersonShape<V>;

/** Registration: every field a shooter needs is required (docs/accounts.md; the registration wizard). */
export const requiredPersonFieldsShape = personShape('required');
/** Profile and user administration: the same fields and rules, each may stay empty but the names. */
export const personFieldsShape = personShape('optional');

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

/**
 * A body of person fields and a password: the state rule and the repetition (`passwordValid`, the
 * user form's `password2`), as registration, profile and user administration check them.
 */
export const personBodySchema = <S extends z.ZodRawShape>(
  shape: S,
  repeat: 'passwordValid' | 'password2' = 'passwordValid',
) =>
  z
    .object(shape)
    .superRefine(checkState)
    .superRefine((value, ctx) => {
      const passwords = value as WithPasswords & { password2?: string | null };
      checkPasswordsMatch({ password: passwords.password, passwordValid: passwords[repeat] }, ctx, repeat);
    });
