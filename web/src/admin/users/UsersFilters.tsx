import { useTranslation } from 'react-i18next';
import { ComboInput } from '../common/FormParts';
import { FilterBar, FilterSelect, FilterSwitch, FilterText } from '../common/ListParts';
import type { UsersList } from './useUsersList';

/** Filters of the user list: club, username, role, names, active, unpaid, pending membership. */
export const UsersFilters = ({ list }: { list: UsersList }) => {
  const { t } = useTranslation();
  const { controls, clubs, roleOptions } = list;
  const { state, setFilter } = controls;
  return (
    <FilterBar label={t('admin.common.filters')}>
      <ComboInput
        filter
        label={t('admin.users.fields.club')}
        value={state.filter.club}
        options={clubs.data?.content ?? []}
        loading={clubs.isLoading}
        onChange={(club) => setFilter({ club })}
        testId="users-filter-club"
      />
      <FilterText
        label={t('admin.users.fields.username')}
        value={state.filter.username}
        onChange={(username) => setFilter({ username })}
        testId="users-filter-username"
      />
      <FilterSelect
        label={t('admin.users.fields.role')}
        value={state.filter.role}
        options={roleOptions}
        onChange={(role) => setFilter({ role })}
        testId="users-filter-role"
        allLabel={t('admin.common.all')}
      />
      <FilterText
        label={t('admin.users.fields.firstName')}
        value={state.filter.firstName}
        onChange={(firstName) => setFilter({ firstName })}
        testId="users-filter-firstName"
      />
      <FilterText
        label={t('admin.users.fields.lastName')}
        value={state.filter.lastName}
        onChange={(lastName) => setFilter({ lastName })}
        testId="users-filter-lastName"
      />
      <FilterSwitch
        label={t('admin.users.filterActive')}
        checked={state.filter.active}
        onChange={(active) => setFilter({ active })}
        testId="users-filter-active"
      />
      <FilterSwitch
        label={t('admin.users.filterUnpaid')}
        checked={state.filter.unpaid}
        onChange={(unpaid) => setFilter({ unpaid })}
        testId="users-filter-unpaid"
      />
      <FilterSwitch
        label={t('admin.users.filterPendingMembership')}
        checked={Boolean(state.filter.pendingMembership)}
        onChange={(pendingMembership) => setFilter({ pendingMembership })}
        testId="users-filter-pending-membership"
      />
    </FilterBar>
  );
};
