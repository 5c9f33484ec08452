import type { UserSortField } from '@portal/contracts';
import type { ListParams } from '../api/types';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';

/** Seeded id of ROLE_USER (docs/identity-api.md): the user list's default role filter. */
export const DEFAULT_ROLE_FILTER = 4;

/** Seeded roles (docs/identity-api.md): the role filter's choices until `GET roles` has answered. */
export const SEEDED_ROLES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'ROLE_ADMIN' },
  { id: 2, name: 'ROLE_SYSTEM_ADMIN' },
  { id: 3, name: 'ROLE_PORTAL_ADMIN' },
  { id: 4, name: 'ROLE_USER' },
  { id: 5, name: 'ROLE_CLUB_ADMIN' },
  { id: 6, name: 'ROLE_CLIENT_ADMIN' },
  { id: 7, name: 'ROLE_GUEST' },
];

export interface UsersFilter {
  club: number | null;
  username: string;
  role: number | null;
  firstName: string;
  lastName: string;
  /** On: active users only; off: blocked users only. */
  active: boolean;
  /** On: only users whose payment is not valid; off: no restriction. */
  unpaid: boolean;
  /** On: only club members waiting for the club's confirmation; off: no restriction. */
  pendingMembership: boolean;
}

/** Sort fields the API accepts for users: identity's. */
export type { UserSortField };

export const DEFAULT_USERS_FILTER: UsersFilter = {
  club: null,
  username: '',
  role: DEFAULT_ROLE_FILTER,
  firstName: '',
  lastName: '',
  active: true,
  unpaid: false,
  pendingMembership: false,
};

export const DEFAULT_USERS_PAGING: Paging<UserSortField> = {
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  sort: { field: 'lastName', direction: 'asc' },
};

/**
 * `GET users` query: role 4, active true and `lastName,asc` unless changed; unpaid and
 * `clubMembership=PENDING` only when on.
 */
export const buildUsersQuery = (filter: UsersFilter, paging: Paging<UserSortField>): ListParams =>
  buildListQuery(paging, {
    club: filter.club,
    username: filter.username,
    role: filter.role,
    firstName: filter.firstName,
    lastName: filter.lastName,
    active: filter.active,
    unpaid: filter.unpaid ? true : undefined,
    clubMembership: filter.pendingMembership ? 'PENDING' : undefined,
  });
