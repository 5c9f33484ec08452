import type { Permission } from '@portal/contracts';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { PATHS } from '../routes/paths';
import { selectIdentity, selectPermissions } from '../session/sessionSlice';
import type { Identity } from '../session/types';
import { useAppSelector } from '../store/hooks';
import {
  canCreateClient,
  canCreateUser,
  canEditUser,
  canListUsers,
  canManageClients,
  canManageRoles,
  canViewUser,
} from './access';
import { ADMIN_PATHS } from './adminPaths';

// every screen is its own lazy chunk; only the guards and this table are in the shell
const UsersListPage = lazy(() => import('./users/UsersListPage'));
const UserFormPage = lazy(() => import('./users/UserFormPage'));
const UserShowPage = lazy(() => import('./users/UserShowPage'));
const RolesListPage = lazy(() => import('./roles/RolesListPage'));
const RoleFormPage = lazy(() => import('./roles/RoleFormPage'));
const ClientsListPage = lazy(() => import('./clients/ClientsListPage'));
const ClientFormPage = lazy(() => import('./clients/ClientFormPage'));

type Rule = (permissions: readonly Permission[], identity: Identity | null) => boolean;

/** A user without the permission who opens the route goes to the dashboard. */
const Guard = ({ allow, children }: { allow: Rule; children: ReactNode }) => {
  const permissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  return allow(permissions, identity) ? children : <Navigate to={PATHS.dashboard} replace />;
};

const guarded = (allow: Rule, page: ReactNode) => <Guard allow={allow}>{page}</Guard>;
const isRole: Rule = (permissions) => canManageRoles(permissions);
const isClientAdmin: Rule = (permissions) => canManageClients(permissions);
const createClient: Rule = (permissions) => canCreateClient(permissions);
const createUser: Rule = (permissions, identity) =>
  canCreateUser(permissions) && canListUsers(permissions, identity);
const editUser: Rule = (permissions, identity) =>
  canEditUser(permissions) && canListUsers(permissions, identity);
const viewUser: Rule = (permissions, identity) =>
  canViewUser(permissions) && canListUsers(permissions, identity);

/** Route elements of the administration (users, user roles, clients), placed inside the layout route. */
export const adminRoutes = (
  <>
    <Route path={ADMIN_PATHS.users} element={guarded(canListUsers, <UsersListPage />)} />
    <Route path={ADMIN_PATHS.userCreate} element={guarded(createUser, <UserFormPage mode="create" />)} />
    <Route path={ADMIN_PATHS.userShow(':id')} element={guarded(viewUser, <UserShowPage />)} />
    <Route path={ADMIN_PATHS.userEdit(':id')} element={guarded(editUser, <UserFormPage mode="edit" />)} />
    <Route path={ADMIN_PATHS.userRoles} element={guarded(isRole, <RolesListPage />)} />
    <Route path={ADMIN_PATHS.userRoleCreate} element={guarded(isRole, <RoleFormPage mode="create" />)} />
    <Route path={ADMIN_PATHS.userRoleShow(':id')} element={guarded(isRole, <RoleFormPage mode="show" />)} />
    <Route path={ADMIN_PATHS.userRoleEdit(':id')} element={guarded(isRole, <RoleFormPage mode="edit" />)} />
    <Route path={ADMIN_PATHS.clients} element={guarded(isClientAdmin, <ClientsListPage />)} />
    <Route
      path={ADMIN_PATHS.clientCreate}
      element={guarded(createClient, <ClientFormPage mode="create" />)}
    />
    <Route
      path={ADMIN_PATHS.clientEdit(':id')}
      element={guarded(isClientAdmin, <ClientFormPage mode="edit" />)}
    />
  </>
);
