/** The back-office users administration (docs/identity-api.md, "Users"). */
import { z } from 'zod';
import { idRefSchema, idSchema } from '../ids';
import { LANGUAGES } from '../identity-constants';
import { listAnswerSchema } from '../lists';
import {
  CLUB_MEMBERSHIPS,
  emailSchema,
  passwordSchema,
  personBodySchema,
  personFieldsShape,
  usernameSchema,
} from './fields';
import { mailChoicesShape, profileSchema } from './profile';
import { text } from './text-fields';

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

// club and names keep their place before the language (the order of the field errors)
const { club, firstName, lastName, ...otherPersonFields } = personFieldsShape;
/** POST users and PUT users/{id} (password optional on edit). */
export const userFormShape = {
  username: usernameSchema,
  email: emailSchema,
  userRoleIds: z.array(idSchema).min(1, 'FIELD_IS_REQUIRED').max(10),
  club,
  firstName,
  lastName,
  selectedLanguage: z.enum(LANGUAGES, { error: 'FIELD_IS_REQUIRED' }),
  ...otherPersonFields,
  ...mailChoicesShape,
  bmdAccountNumber: text(50).nullish(),
  paymentUntil: z.iso.date().nullish(),
};
export const userCreateSchema = personBodySchema(
  { ...userFormShape, password: passwordSchema, password2: z.string().max(128) },
  'password2',
);
export const userUpdateSchema = personBodySchema(
  {
    ...userFormShape,
    password: z.union([z.literal(''), passwordSchema]).nullish(),
    password2: z.string().max(128).nullish(),
  },
  'password2',
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
