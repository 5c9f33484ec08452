import type { PermissionCategory, Role } from '@portal/contracts';
import type { PermissionGroup, RoleBody } from '@portal/contracts';
import type { FieldErrors } from '../common/fieldErrors';

/** Tab order of the permission categories (docs/web-app.md). */
export const PERMISSION_CATEGORIES: readonly PermissionCategory[] = [
  'administration',
  'other',
  'competitions',
  'user',
  'club',
];

/**
 * The answer of `GET userPermissions` as groups in the spec's category order; rows of the
 * same category are merged, duplicates dropped, unknown categories follow in their order.
 */
export const groupPermissions = (rows: readonly PermissionGroup[]): PermissionGroup[] => {
  const byCategory = new Map<string, string[]>();
  for (const row of rows) {
    const list = byCategory.get(row.category) ?? [];
    for (const permission of row.permissions) if (!list.includes(permission)) list.push(permission);
    byCategory.set(row.category, list);
  }
  const known = PERMISSION_CATEGORIES.filter((category) => byCategory.has(category));
  const unknown = [...byCategory.keys()].filter(
    (category) => !(PERMISSION_CATEGORIES as readonly string[]).includes(category),
  );
  return [...known, ...unknown]
    .map((category) => ({ category, permissions: byCategory.get(category) ?? [] }))
    .filter((group) => group.permissions.length > 0);
};

/** Selected permissions of one group: all, some or none (drives the group checkbox). */
export const groupSelection = (
  group: PermissionGroup,
  selected: readonly string[],
): 'all' | 'some' | 'none' => {
  const count = group.permissions.filter((permission) => selected.includes(permission)).length;
  if (count === 0) return 'none';
  return count === group.permissions.length ? 'all' : 'some';
};

export const togglePermission = (selected: readonly string[], permission: string): string[] =>
  selected.includes(permission) ? selected.filter((item) => item !== permission) : [...selected, permission];

/** The group checkbox selects the whole category, or clears it when it was complete. */
export const toggleGroup = (selected: readonly string[], group: PermissionGroup): string[] =>
  groupSelection(group, selected) === 'all'
    ? selected.filter((permission) => !group.permissions.includes(permission))
    : [...selected, ...group.permissions.filter((permission) => !selected.includes(permission))];

export interface RoleFormValues {
  name: string;
  client: number | null;
  permissions: string[];
}
export type RoleFormField = keyof RoleFormValues;
export const ROLE_FORM_FIELDS = ['name', 'client', 'permissions'] as const satisfies readonly RoleFormField[];

/** A client admin's roles must be named ROLE_CLIENT_* (identity refuses others), so their form starts so. */
export const emptyRoleForm = (systemAdmin: boolean): RoleFormValues => ({
  name: systemAdmin ? 'ROLE_' : 'ROLE_CLIENT_',
  client: null,
  permissions: [],
});

export const roleValuesFromRole = (role: Role): RoleFormValues => ({
  name: role.name,
  client: role.client?.id ?? null,
  permissions: role.permissions.map((permission) => permission.name),
});

/** Role names are upper case with underscores, like ROLE_CLIENT_ADMIN. */
export const normalizeRoleName = (input: string): string =>
  input
    .toUpperCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^A-Z0-9_]/g, '');

const ROLE_NAME_PATTERN = /^[A-Z][A-Z0-9_]*$/;

/** `clientRole`: a client admin's role, which identity takes only named ROLE_CLIENT_*. */
export const validateRoleForm = (values: RoleFormValues, clientRole = false): FieldErrors<RoleFormField> => {
  const name = values.name.trim();
  if (!name) return { name: 'FIELD_IS_REQUIRED' };
  if (name.length < 3) return { name: 'FIELD_MINLENGTH_3' };
  if (name.length > 255) return { name: 'FIELD_MAXLENGTH_255' };
  if (!ROLE_NAME_PATTERN.test(name)) return { name: 'USERROLE_NAME_NOT_VALID' };
  if (clientRole && !name.startsWith('ROLE_CLIENT_')) return { name: 'USERROLE_NAME_NOT_VALID' };
  return {};
};

/** Only a system admin sends a client; others leave the choice to the server. */
export const toRoleBody = (values: RoleFormValues, mayChooseClient: boolean): RoleBody => ({
  name: values.name.trim(),
  ...(mayChooseClient ? { client: values.client === null ? null : { id: values.client } } : {}),
  permissions: values.permissions,
});

/** Server keys of a failed role save that belong to the name field. */
export const ROLE_NAME_ERROR_KEYS: Partial<Record<string, RoleFormField>> = {
  USERROLE_ALREADY_EXISTS: 'name',
  USERROLE_NAME_NOT_VALID: 'name',
  FIELD_MINLENGTH_3: 'name',
};
