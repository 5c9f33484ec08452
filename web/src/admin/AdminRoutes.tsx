import type { Permission } from '@portal/contracts';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { PATHS } from '../routes/paths';
import { selectIdentity, selectPermissions } from '../session/sessionSlice';
import type { Identity } from '../session/types';
import { useAppSelector } from '../store/hooks';
import {
  canCreateClient,
  canCreateUser,
  canEditClubProfile,
  canEditUser,
  canListUsers,
  canManageCompetitions,
  canManageAdvertisings,
  canManageClients,
  canManageClubs,
  canManageMaintenance,
  canManageRoles,
  canManageReservations,
  canAdministerOrderItems,
  canAdministerOrders,
  canReadReference,
  canViewUser,
  canWriteReference,
  canOpenConfiguration,
  canSeeBills,
  refusedRouteTarget,
} from './access';
import { ADMIN_PATHS, routeId } from './adminPaths';
import { COMPETITION_KINDS, COMPETITION_PATHS } from './competitions/competitionPaths';
import { ADVERTISING_PATHS } from './advertisings/advertisingPaths';
import { MAINTENANCE_PATHS } from './maintenance/maintenancePaths';
import { REFERENCE_PATHS, REFERENCE_RESOURCES } from './reference/resources';
import { RESERVATION_PATHS } from './reservations/reservationPaths';
import { EXPORT_PATHS } from './exports/exportPaths';
import { canOpenExports } from './exports/exportPaths';
import { ORDER_PATHS } from './orders/orderPaths';
import { MAIL_LOG_PATHS } from './mailLog/mailLogPaths';

// every screen is its own lazy chunk; only the guards and this table are in the shell
const UsersListPage = lazy(() => import('./users/UsersListPage'));
const UserFormPage = lazy(() => import('./users/UserFormPage'));
const UserShowPage = lazy(() => import('./users/UserShowPage'));
const RolesListPage = lazy(() => import('./roles/RolesListPage'));
const RoleFormPage = lazy(() => import('./roles/RoleFormPage'));
const ClientsListPage = lazy(() => import('./clients/ClientsListPage'));
const ClientFormPage = lazy(() => import('./clients/ClientFormPage'));
const ReferenceListPage = lazy(() => import('./reference/ReferenceListPage'));
const ReferenceFormPage = lazy(() => import('./reference/ReferenceFormPage'));
const ClubsListPage = lazy(() => import('./clubs/ClubsListPage'));
const ClubFormPage = lazy(() => import('./clubs/ClubFormPage'));
const ClubShowPage = lazy(() => import('./clubs/ClubShowPage'));
const CompetitionsListPage = lazy(() => import('./competitions/CompetitionsListPage'));
const CompetitionFormPage = lazy(() => import('./competitions/CompetitionFormPage'));
const MaintenanceListPage = lazy(() => import('./maintenance/MaintenanceListPage'));
const MaintenanceFormPage = lazy(() => import('./maintenance/MaintenanceFormPage'));
const AdvertisingsListPage = lazy(() => import('./advertisings/AdvertisingsListPage'));
const AdvertisingFormPage = lazy(() => import('./advertisings/AdvertisingFormPage'));
const ReservationCodesCreatePage = lazy(() => import('./reservationCodes/ReservationCodesCreatePage'));
const ReservationCodesListPage = lazy(() => import('./reservationCodes/ReservationCodesListPage'));
const ReservationsListPage = lazy(() => import('./reservations/ReservationsListPage'));
const ReservationFormPage = lazy(() => import('./reservations/ReservationFormPage'));
const ReservationShowPage = lazy(() => import('./reservations/ReservationShowPage'));
const ExportsPage = lazy(() => import('./exports/ExportsPage'));
const OrderListPage = lazy(() => import('./orders/OrderListPage'));
const OrderDetailsPage = lazy(() => import('./orders/OrderDetailsPage'));
const OrderItemListPage = lazy(() => import('./orders/OrderItemListPage'));
const OrderItemEditPage = lazy(() => import('./orders/OrderItemEditPage'));
const ChangeSquadPage = lazy(() => import('./orders/ChangeSquadPage'));
const MailLogPage = lazy(() => import('./mailLog/MailLogPage'));
const ConfigurationPage = lazy(() => import('./configuration/ConfigurationPage'));
const BillsPage = lazy(() => import('../payment/BillsPage'));

type Rule = (permissions: readonly Permission[], identity: Identity | null) => boolean;

/**
 * A user without the permission who opens the route goes to the dashboard; club admins and the
 * list-only role to competitionList (docs/back-office-additions.md).
 */
const Guard = ({ allow, children }: { allow: Rule; children: ReactNode }) => {
  const permissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  return allow(permissions, identity) ? children : <Navigate to={refusedRouteTarget(permissions)} replace />;
};

const guarded = (allow: Rule, page: ReactNode) => <Guard allow={allow}>{page}</Guard>;
const isRole: Rule = (permissions) => canManageRoles(permissions);
const isClientAdmin: Rule = (permissions) => canManageClients(permissions);
const createClient: Rule = (permissions) => canCreateClient(permissions);
const createUser: Rule = (permissions, identity) =>
  canCreateUser(permissions) && canListUsers(permissions, identity);
const editUser: Rule = (permissions, identity) =>
  canEditUser(permissions) && canListUsers(permissions, identity);
const readReference: Rule = (permissions) => canReadReference(permissions);
const writeReference: Rule = (permissions) => canWriteReference(permissions);
const manageClubs: Rule = (permissions) => canManageClubs(permissions);
const manageCompetitions: Rule = (permissions) => canManageCompetitions(permissions);
const manageMaintenance: Rule = (permissions) => canManageMaintenance(permissions);
const manageAdvertisings: Rule = (permissions) => canManageAdvertisings(permissions);
const manageReservations: Rule = (permissions) => canManageReservations(permissions);
const openExports: Rule = (permissions) => canOpenExports(permissions);
const administerOrders: Rule = (permissions) => canAdministerOrders(permissions);
const administerOrderItems: Rule = (permissions) => canAdministerOrderItems(permissions);
const openConfiguration: Rule = (permissions) => canOpenConfiguration(permissions);
const seeBills: Rule = (permissions) => canSeeBills(permissions);

/** The club profile: club admins only their own club (the `:clubId` of the route). */
const ClubProfileGuard = ({ children }: { children: ReactNode }) => {
  const clubId = routeId(useParams().clubId);
  const permissions = useAppSelector(selectPermissions);
  const identity = useAppSelector(selectIdentity);
  return canEditClubProfile(permissions, identity, clubId) ? (
    children
  ) : (
    <Navigate to={refusedRouteTarget(permissions)} replace />
  );
};

const viewUser: Rule = (permissions, identity) =>
  canViewUser(permissions) && canListUsers(permissions, identity);

// the key makes a fresh page (state, query) when one reference route follows another
const referenceRoutes = REFERENCE_RESOURCES.flatMap((resource) => [
  <Route
    key={`${resource}-list`}
    path={REFERENCE_PATHS.list(resource)}
    element={guarded(readReference, <ReferenceListPage key={resource} resource={resource} />)}
  />,
  <Route
    key={`${resource}-create`}
    path={REFERENCE_PATHS.create(resource)}
    element={guarded(
      writeReference,
      <ReferenceFormPage key={`${resource}-create`} resource={resource} mode="create" />,
    )}
  />,
  <Route
    key={`${resource}-edit`}
    path={REFERENCE_PATHS.edit(resource, ':id')}
    element={guarded(
      readReference,
      <ReferenceFormPage key={`${resource}-edit`} resource={resource} mode="edit" />,
    )}
  />,
]);

// competitions and events: list, create, edit and copy each (docs/catalog.md)
const competitionRoutes = COMPETITION_KINDS.flatMap((kind) => [
  <Route
    key={`${kind}-list`}
    path={COMPETITION_PATHS.list(kind)}
    element={guarded(manageCompetitions, <CompetitionsListPage key={kind} kind={kind} />)}
  />,
  ...(['create', 'edit', 'copy'] as const).map((mode) => (
    <Route
      key={`${kind}-${mode}`}
      path={
        mode === 'create'
          ? COMPETITION_PATHS.create(kind)
          : mode === 'copy'
            ? COMPETITION_PATHS.copy(kind, ':id')
            : COMPETITION_PATHS.edit(kind, ':id')
      }
      element={guarded(
        manageCompetitions,
        <CompetitionFormPage key={`${kind}-${mode}`} kind={kind} mode={mode} />,
      )}
    />
  )),
]);

/**
 * Route elements of the administration (users, user roles, clients, clubs, reference data), placed
 * inside the layout route.
 */
export const adminRoutes = (
  <>
    <Route path={PATHS.configuration} element={guarded(openConfiguration, <ConfigurationPage />)} />
    <Route path={PATHS.bills} element={guarded(seeBills, <BillsPage />)} />
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
    <Route path={ADMIN_PATHS.clubs} element={guarded(manageClubs, <ClubsListPage />)} />
    <Route
      path={ADMIN_PATHS.clubCreate}
      element={guarded(manageClubs, <ClubFormPage key="create" mode="create" />)}
    />
    <Route path={ADMIN_PATHS.clubShow(':id')} element={guarded(manageClubs, <ClubShowPage />)} />
    <Route
      path={ADMIN_PATHS.clubEdit(':id')}
      element={guarded(manageClubs, <ClubFormPage key="edit" mode="edit" />)}
    />
    <Route
      path={ADMIN_PATHS.clubProfileShow(':clubId')}
      element={
        <ClubProfileGuard>
          <ClubShowPage key="profile" profile />
        </ClubProfileGuard>
      }
    />
    <Route
      path={ADMIN_PATHS.clubProfile(':clubId')}
      element={
        <ClubProfileGuard>
          <ClubFormPage key="profile" mode="profile" />
        </ClubProfileGuard>
      }
    />
    {referenceRoutes}
    {competitionRoutes}
    <Route
      path={MAIL_LOG_PATHS.competition(':id')}
      element={guarded(manageCompetitions, <MailLogPage key="competition" scope="competition" />)}
    />
    <Route
      path={MAIL_LOG_PATHS.user(':id')}
      element={guarded(viewUser, <MailLogPage key="user" scope="user" />)}
    />
    <Route path={MAINTENANCE_PATHS.list} element={guarded(manageMaintenance, <MaintenanceListPage />)} />
    <Route
      path={MAINTENANCE_PATHS.create}
      element={guarded(manageMaintenance, <MaintenanceFormPage key="create" mode="create" />)}
    />
    <Route
      path={MAINTENANCE_PATHS.edit(':id')}
      element={guarded(manageMaintenance, <MaintenanceFormPage key="edit" mode="edit" />)}
    />
    <Route path={ADVERTISING_PATHS.list} element={guarded(manageAdvertisings, <AdvertisingsListPage />)} />
    <Route
      path={ADVERTISING_PATHS.create}
      element={guarded(manageAdvertisings, <AdvertisingFormPage key="create" mode="create" />)}
    />
    <Route
      path={ADVERTISING_PATHS.edit(':id')}
      element={guarded(manageAdvertisings, <AdvertisingFormPage key="edit" mode="edit" />)}
    />
    <Route
      path={RESERVATION_PATHS.codes}
      element={guarded(manageReservations, <ReservationCodesCreatePage />)}
    />
    <Route
      path={RESERVATION_PATHS.codesList}
      element={guarded(manageReservations, <ReservationCodesListPage />)}
    />
    <Route path={RESERVATION_PATHS.list} element={guarded(manageReservations, <ReservationsListPage />)} />
    <Route
      path={RESERVATION_PATHS.create}
      element={guarded(manageReservations, <ReservationFormPage key="create" mode="create" />)}
    />
    <Route
      path={RESERVATION_PATHS.edit(':id')}
      element={guarded(manageReservations, <ReservationFormPage key="edit" mode="edit" />)}
    />
    <Route
      path={RESERVATION_PATHS.show(':id')}
      element={guarded(manageReservations, <ReservationShowPage />)}
    />
    <Route path={EXPORT_PATHS.page} element={guarded(openExports, <ExportsPage />)} />
    <Route path={ORDER_PATHS.orderList} element={guarded(administerOrders, <OrderListPage />)} />
    <Route path={ORDER_PATHS.orderDetails(':id')} element={guarded(administerOrders, <OrderDetailsPage />)} />
    <Route path={ORDER_PATHS.orderItemList} element={guarded(administerOrderItems, <OrderItemListPage />)} />
    <Route
      path={ORDER_PATHS.changeSquad(':id')}
      element={guarded(administerOrderItems, <ChangeSquadPage />)}
    />
    <Route
      path={ORDER_PATHS.orderItemEdit(':id')}
      element={guarded(administerOrderItems, <OrderItemEditPage />)}
    />
  </>
);
