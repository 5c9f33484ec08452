import { useMemo } from 'react';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canCreateUser, canDeactivateUnpaid, canDeleteUser, canEditUser } from '../access';
import { useReferenceOptionsQuery } from '../api/referenceApi';
import { useRoleOptionsQuery, useUsersQuery } from '../api/usersApi';
import { useDebouncedValue, useListControls, useScrollTop } from '../common/hooks';
import { listRows } from '../common/ListParts';
import type { Paging } from '../common/listQuery';
import { useRoleLabel } from '../common/labels';
import {
  buildUsersQuery,
  DEFAULT_USERS_FILTER,
  DEFAULT_USERS_PAGING,
  SEEDED_ROLES,
  type UserSortField,
  type UsersFilter,
} from './userListQuery';

interface ListState {
  filter: UsersFilter;
  paging: Paging<UserSortField>;
}

/**
 * The state of the user list: filter and paging, the page of users, the clubs and roles to filter
 * by and to name in the rows, and what the caller may do.
 */
export const useUsersList = () => {
  const roleLabel = useRoleLabel();
  const permissions = useAppSelector(selectPermissions);
  useScrollTop();
  const controls = useListControls<ListState, UserSortField>('users', () => ({
    filter: DEFAULT_USERS_FILTER,
    paging: DEFAULT_USERS_PAGING,
  }));
  const { state } = controls;
  const query = useDebouncedValue(buildUsersQuery(state.filter, state.paging));
  const users = useUsersQuery(query);
  const roles = useRoleOptionsQuery();
  const clubs = useReferenceOptionsQuery('clubsPubList');
  const clubNames = useMemo(
    () => new Map((clubs.data?.content ?? []).map((club) => [club.id, club.name])),
    [clubs.data],
  );
  const roleOptions = useMemo(
    () => (roles.data ?? SEEDED_ROLES).map((role) => ({ id: role.id, name: roleLabel(role.name) })),
    [roles.data, roleLabel],
  );
  return {
    controls,
    users,
    rows: listRows(users),
    clubs,
    clubNames,
    roleOptions,
    roleLabel,
    may: {
      create: canCreateUser(permissions),
      deactivateUnpaid: canDeactivateUnpaid(permissions),
      edit: canEditUser(permissions),
      delete: canDeleteUser(permissions),
    },
  };
};

export type UsersList = ReturnType<typeof useUsersList>;
