import { describe, expect, it } from 'vitest';
import { fieldErrorsFromError } from '../src/admin/common/fieldErrors';
import { buildListQuery, nextSort } from '../src/admin/common/listQuery';
import {
  buildUsersQuery,
  DEFAULT_USERS_FILTER,
  DEFAULT_USERS_PAGING,
} from '../src/admin/users/userListQuery';

describe('users list query', () => {
  it('asks by default for role 4, active users, sorted by last name ascending', () => {
    expect(buildUsersQuery(DEFAULT_USERS_FILTER, DEFAULT_USERS_PAGING)).toEqual({
      page: 0,
      size: 25,
      sort: 'lastName,asc',
      role: 4,
      active: true,
    });
  });

  it('flattens the filters, trims texts and leaves empty ones out', () => {
    const query = buildUsersQuery(
      {
        club: 12,
        username: '  max ',
        role: null,
        firstName: '',
        lastName: 'Schütz',
        active: false,
        unpaid: true,
        pendingMembership: false,
      },
      { page: 2, size: 50, sort: { field: 'createdAt', direction: 'desc' } },
    );
    expect(query).toEqual({
      page: 2,
      size: 50,
      sort: 'createdAt,desc',
      club: 12,
      username: 'max',
      lastName: 'Schütz',
      active: false,
      unpaid: true,
    });
  });

  it('asks for the pending club memberships only when that filter is on', () => {
    const query = buildUsersQuery({ ...DEFAULT_USERS_FILTER, pendingMembership: true }, DEFAULT_USERS_PAGING);
    expect(query.clubMembership).toBe('PENDING');
  });

  it('sends unpaid only when the toggle is on', () => {
    expect(
      buildUsersQuery({ ...DEFAULT_USERS_FILTER, unpaid: false }, DEFAULT_USERS_PAGING),
    ).not.toHaveProperty('unpaid');
  });
});

describe('list helpers', () => {
  it('builds a generic list query', () => {
    expect(
      buildListQuery(
        { page: 0, size: 10, sort: { field: 'id', direction: 'desc' } },
        { name: ' x ', active: true },
      ),
    ).toEqual({ page: 0, size: 10, sort: 'id,desc', name: 'x', active: true });
  });

  it('flips the direction of the same column and starts another one ascending', () => {
    expect(nextSort({ field: 'lastName', direction: 'asc' }, 'lastName')).toEqual({
      field: 'lastName',
      direction: 'desc',
    });
    expect(nextSort({ field: 'lastName', direction: 'desc' }, 'username')).toEqual({
      field: 'username',
      direction: 'asc',
    });
  });
});

describe('server field errors', () => {
  const fields = ['username', 'email', 'club', 'competitionClass'] as const;

  it('maps `errors` and `field` onto the form fields, nested paths to their top field', () => {
    const error = {
      status: 400,
      data: {
        error: 'FIELD_IS_REQUIRED',
        errors: [
          { field: 'club.id', key: 'CLUB_DOES_NOT_EXIST' },
          { field: 'competitionClass', key: 'FIELD_IS_REQUIRED' },
        ],
      },
    };
    expect(fieldErrorsFromError(error, fields)).toEqual({
      fieldErrors: { club: 'CLUB_DOES_NOT_EXIST', competitionClass: 'FIELD_IS_REQUIRED' },
      message: null,
    });
  });

  it('pins keys without a field, and leaves other errors to the error dialog', () => {
    expect(
      fieldErrorsFromError({ status: 409, data: { error: 'USER_ALREADY_EXISTS' } }, fields, {
        USER_ALREADY_EXISTS: 'username',
      }),
    ).toEqual({ fieldErrors: { username: 'USER_ALREADY_EXISTS' }, message: null });
    expect(fieldErrorsFromError({ status: 403, data: { error: 'PERMISSION_DENIED' } }, fields)).toEqual({
      fieldErrors: {},
      message: 'PERMISSION_DENIED',
    });
    expect(fieldErrorsFromError({ status: 'FETCH_ERROR', error: 'x' }, fields).message).toBe(
      'SERVICE_UNAVAILABLE',
    );
  });
});
