import { describe, expect, it } from 'vitest';
import {
  emptyRoleForm,
  groupPermissions,
  groupSelection,
  normalizeRoleName,
  toggleGroup,
  togglePermission,
  toRoleBody,
  validateRoleForm,
} from '../src/admin/roles/roleForm';
import { clientValues, toClientBody, validateClientForm } from '../src/admin/clients/clientForm';

describe('permission grouping of the role form', () => {
  it('orders the categories administration, other, competitions, user, club and merges duplicates', () => {
    const groups = groupPermissions([
      { category: 'club', permissions: ['CLUB_LIST', 'CLUB_EDIT'] },
      { category: 'user', permissions: ['USER_LIST'] },
      { category: 'administration', permissions: ['IS_ADMIN', 'IS_CLIENT_ADMIN'] },
      { category: 'competitions', permissions: ['COMPETITION_LIST'] },
      { category: 'other', permissions: ['IS_GUEST'] },
      { category: 'user', permissions: ['USER_EDIT', 'USER_LIST'] },
    ]);
    expect(groups).toEqual([
      { category: 'administration', permissions: ['IS_ADMIN', 'IS_CLIENT_ADMIN'] },
      { category: 'other', permissions: ['IS_GUEST'] },
      { category: 'competitions', permissions: ['COMPETITION_LIST'] },
      { category: 'user', permissions: ['USER_LIST', 'USER_EDIT'] },
      { category: 'club', permissions: ['CLUB_LIST', 'CLUB_EDIT'] },
    ]);
  });

  it('keeps unknown categories after the known ones and drops empty groups', () => {
    const groups = groupPermissions([
      { category: 'reports', permissions: ['REPORT_VIEW'] },
      { category: 'club', permissions: [] },
      { category: 'user', permissions: ['USER_VIEW'] },
    ]);
    expect(groups.map((group) => group.category)).toEqual(['user', 'reports']);
  });

  it('selects and clears single permissions and whole categories', () => {
    const group = { category: 'user', permissions: ['USER_LIST', 'USER_EDIT'] };
    expect(groupSelection(group, [])).toBe('none');
    expect(groupSelection(group, ['USER_LIST'])).toBe('some');
    expect(groupSelection(group, ['USER_EDIT', 'USER_LIST', 'IS_ADMIN'])).toBe('all');
    expect(toggleGroup(['IS_ADMIN', 'USER_LIST'], group)).toEqual(['IS_ADMIN', 'USER_LIST', 'USER_EDIT']);
    expect(toggleGroup(['IS_ADMIN', 'USER_LIST', 'USER_EDIT'], group)).toEqual(['IS_ADMIN']);
    expect(togglePermission(['A'], 'B')).toEqual(['A', 'B']);
    expect(togglePermission(['A', 'B'], 'A')).toEqual(['B']);
  });
});

describe('role name', () => {
  it('is required, at least 3 characters, upper case ROLE_ style', () => {
    const check = (name: string) => validateRoleForm({ name, client: null, permissions: [] }).name;
    expect(check('')).toBe('FIELD_IS_REQUIRED');
    expect(check('RO')).toBe('FIELD_MINLENGTH_3');
    expect(check('_ROLE')).toBe('USERROLE_NAME_NOT_VALID');
    expect(check('ROLE_CLIENT_CASHIER')).toBeUndefined();
  });

  it('of a client admin’s role starts with ROLE_CLIENT_ (the server’s rule, said before sending)', () => {
    const check = (name: string) => validateRoleForm({ name, client: null, permissions: [] }, true).name;
    expect(check('ROLE_CASHIER')).toBe('USERROLE_NAME_NOT_VALID');
    expect(check('ROLE_CLIENT_CASHIER')).toBeUndefined();
  });

  it('is typed in upper case with underscores', () => {
    expect(normalizeRoleName('role client-kassier ä')).toBe('ROLE_CLIENT_KASSIER_');
  });

  it('sends the client only when the admin may choose one', () => {
    const values = { name: ' ROLE_X ', client: 2, permissions: ['USER_LIST'] };
    expect(toRoleBody(values, true)).toEqual({
      name: 'ROLE_X',
      client: { id: 2 },
      permissions: ['USER_LIST'],
    });
    expect(toRoleBody(values, false)).toEqual({ name: 'ROLE_X', permissions: ['USER_LIST'] });
    expect(toRoleBody({ ...values, client: null }, true).client).toBeNull();
  });
});

describe('client form', () => {
  it('requires only the name', () => {
    expect(validateClientForm({ name: ' ', active: true })).toEqual({ name: 'FIELD_IS_REQUIRED' });
    expect(validateClientForm({ name: 'Verband Ost', active: false })).toEqual({});
    expect(toClientBody({ name: ' Verband Ost ', active: false })).toEqual({
      name: 'Verband Ost',
      active: false,
    });
    expect(clientValues({ id: 1, name: 'A', active: true })).toEqual({ name: 'A', active: true });
  });
});

describe('new role', () => {
  it('starts with ROLE_ for system admins and ROLE_CLIENT_ for client admins', () => {
    expect(emptyRoleForm(true).name).toBe('ROLE_');
    expect(emptyRoleForm(false).name).toBe('ROLE_CLIENT_');
  });
});
