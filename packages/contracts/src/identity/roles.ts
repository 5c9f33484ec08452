/** Roles, permissions and clients (docs/identity-api.md, "Roles, permissions, clients"). */
import { z } from 'zod';
import { idRefSchema } from '../ids';

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
/** Body of `POST/PUT userRoles`, as the web sends it. */
export type RoleBody = z.input<typeof roleBodySchema>;
/** A row of `GET userPermissions`: the permissions of one category. */
export const permissionGroupSchema = z.object({ category: z.string(), permissions: z.array(z.string()) });
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;

export const clientSchema = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type Client = z.infer<typeof clientSchema>;
export const clientBodySchema = z.object({
  name: z.string().trim().min(1, 'FIELD_IS_REQUIRED').max(255, 'FIELD_MAXLENGTH_255'),
  active: z.boolean().optional(),
});
/** Body of `POST/PUT clients`, as the web sends it. */
export type ClientBody = z.input<typeof clientBodySchema>;
