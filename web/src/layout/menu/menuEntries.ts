import type SvgIcon from '@mui/material/SvgIcon';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import CategoryIcon from '@mui/icons-material/Category';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import EuroIcon from '@mui/icons-material/Euro';
import FlagIcon from '@mui/icons-material/Flag';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonIcon from '@mui/icons-material/Person';
import ShieldIcon from '@mui/icons-material/Shield';
import { MARKETING_PAGES } from '../../config';
import type { de } from '../../i18n/de';
import { ADVERTISING_PATHS } from '../../admin/advertisings/advertisingPaths';
import { COMPETITION_PATHS } from '../../admin/competitions/competitionPaths';
import { MAINTENANCE_PATHS } from '../../admin/maintenance/maintenancePaths';
import { REFERENCE_PATHS, REFERENCE_RESOURCES } from '../../admin/reference/resources';
import { RESERVATION_PATHS } from '../../admin/reservations/reservationPaths';
import { EXPORT_PATHS } from '../../admin/exports/exportPaths';
import { MY_PATHS } from '../../myCompetitions/myPaths';
import { ORDER_PATHS } from '../../admin/orders/orderPaths';
import { PATHS } from '../../routes/paths';
import type { GuardedEntry } from './menuVisibility';

export type MenuLabelKey = Exclude<keyof (typeof de)['menu'], 'label' | 'sections'>;

interface MenuEntryBase extends GuardedEntry {
  id: string;
  labelKey: MenuLabelKey;
  icon: typeof SvgIcon;
  /** The route continues with the session's club id (`clubProfile/<clubId>`); hidden without a club. */
  withClubId?: true;
  /** What follows the club id (the club profile opens its read-only view, `…/<clubId>/show`). */
  afterClubId?: string;
}

/** An in-app route, or an external page opened in a new tab. */
export type MenuEntry = MenuEntryBase & ({ route: string; href?: never } | { href: string; route?: never });

/**
 * The menu. Entries are added by the issue that builds their screen, so nothing links to
 * a screen that does not exist yet.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  {
    id: 'dashboard',
    section: 'main',
    labelKey: 'dashboard',
    icon: HomeIcon,
    route: PATHS.dashboard,
    permissions: [],
  },
  // the public screens, for everyone; icons the shell already has, to keep the first load small
  {
    id: 'competitionList',
    section: 'main',
    labelKey: 'competitionList',
    icon: FlagIcon,
    route: PATHS.competitionList,
    permissions: [],
  },
  {
    id: 'results',
    section: 'main',
    labelKey: 'results',
    icon: HistoryIcon,
    route: PATHS.results,
    permissions: [],
  },
  {
    id: 'clubList',
    section: 'main',
    labelKey: 'clubList',
    icon: ShieldIcon,
    route: PATHS.clubList,
    permissions: [],
  },
  {
    id: 'configuration',
    section: 'management',
    labelKey: 'configuration',
    icon: AdminPanelSettingsIcon,
    route: PATHS.configuration,
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLIENT_ADMIN'],
  },
  {
    id: 'users',
    section: 'management',
    labelKey: 'users',
    icon: ManageAccountsIcon,
    route: PATHS.users,
    permissions: ['USER_LIST'],
  },
  {
    id: 'userRoles',
    section: 'management',
    labelKey: 'userRoles',
    icon: AdminPanelSettingsIcon,
    route: PATHS.userRoles,
    permissions: ['IS_ADMIN', 'IS_CLIENT_ADMIN'],
  },
  {
    id: 'clients',
    section: 'management',
    labelKey: 'clients',
    icon: ApartmentIcon,
    route: PATHS.clients,
    permissions: ['IS_ADMIN', 'IS_CLIENT_ADMIN'],
  },
  {
    id: 'clubs',
    section: 'management',
    labelKey: 'clubs',
    icon: ShieldIcon,
    route: PATHS.clubs,
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
  },
  // reference data: factors, levels, classes, divisions, competition types, upload types
  ...REFERENCE_RESOURCES.map((resource): MenuEntry => ({
    id: resource,
    section: 'management',
    labelKey: resource,
    icon: CategoryIcon,
    route: REFERENCE_PATHS.list(resource),
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
  })),
  {
    id: 'maintenanceWindows',
    section: 'management',
    labelKey: 'maintenanceWindows',
    // an icon the shell already has, to keep the first load small
    icon: CategoryIcon,
    route: MAINTENANCE_PATHS.list,
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
  },
  {
    id: 'advertisings',
    section: 'management',
    labelKey: 'advertisings',
    // an icon the shell already has, to keep the first load small
    icon: CategoryIcon,
    route: ADVERTISING_PATHS.list,
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
  },
  {
    id: 'register',
    section: 'guestRegister',
    labelKey: 'register',
    icon: PersonAddIcon,
    route: PATHS.userRegister,
    permissions: ['IS_GUEST'],
  },
  {
    id: 'myProfile',
    section: 'myData',
    labelKey: 'myProfile',
    icon: PersonIcon,
    route: PATHS.profile,
    // every logged-in user; guests have only IS_GUEST
    permissions: [
      'IS_USER_SHOOTER',
      'IS_CLUB_ADMIN',
      'IS_PORTAL_ADMIN',
      'IS_ADMIN',
      'IS_CLIENT_ADMIN',
      'USER_PROFILE_VIEW',
    ],
  },
  {
    id: 'myCompetitions',
    section: 'myData',
    labelKey: 'myCompetitions',
    icon: FlagIcon,
    route: MY_PATHS.myCompetitions,
    permissions: ['IS_USER_SHOOTER'],
  },
  {
    id: 'premium',
    section: 'myData',
    labelKey: 'premium',
    icon: EuroIcon,
    route: PATHS.premium,
    permissions: ['IS_USER_SHOOTER'],
  },
  {
    id: 'clubProfile',
    section: 'clubData',
    labelKey: 'clubProfile',
    icon: FlagIcon,
    route: PATHS.clubProfile,
    withClubId: true,
    afterClubId: '/show',
    permissions: ['IS_CLUB_ADMIN'],
  },
  // icons the shell already has, to keep the first load small
  {
    id: 'clubCompetitions',
    section: 'clubData',
    labelKey: 'clubCompetitions',
    icon: FlagIcon,
    route: COMPETITION_PATHS.list('competitions'),
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
  },
  {
    id: 'clubEvents',
    section: 'clubData',
    labelKey: 'clubEvents',
    icon: GroupsIcon,
    route: COMPETITION_PATHS.list('events'),
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
  },
  {
    id: 'reservationCodes',
    section: 'clubData',
    labelKey: 'reservationCodes',
    icon: HowToRegIcon,
    route: RESERVATION_PATHS.codesList,
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
  },
  {
    id: 'reservations',
    section: 'clubData',
    labelKey: 'reservations',
    icon: HowToRegIcon,
    route: RESERVATION_PATHS.list,
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
  },
  {
    id: 'bills',
    section: 'clubData',
    labelKey: 'bills',
    icon: EuroIcon,
    route: PATHS.bills,
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
  },
  {
    id: 'registrations',
    section: 'clubData',
    labelKey: 'registrations',
    icon: HowToRegIcon,
    route: ORDER_PATHS.orderItemList,
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
  },
  {
    id: 'orders',
    section: 'clubData',
    labelKey: 'orders',
    icon: EuroIcon,
    route: ORDER_PATHS.orderList,
    permissions: ['IS_ADMIN', 'IS_CLUB_ADMIN'],
  },
  {
    id: 'exports',
    section: 'clubData',
    labelKey: 'exports',
    // an icon the shell already has, to keep the first load small
    icon: HistoryIcon,
    route: EXPORT_PATHS.page,
    permissions: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'],
  },
  {
    id: 'information',
    section: 'info',
    labelKey: 'information',
    icon: InfoOutlinedIcon,
    href: MARKETING_PAGES.information,
    permissions: [],
  },
  {
    id: 'about',
    section: 'info',
    labelKey: 'about',
    icon: GroupsIcon,
    href: MARKETING_PAGES.about,
    permissions: [],
  },
  {
    id: 'costs',
    section: 'info',
    labelKey: 'costs',
    icon: EuroIcon,
    href: MARKETING_PAGES.costs,
    permissions: [],
  },
  {
    id: 'whyRegister',
    section: 'info',
    labelKey: 'whyRegister',
    icon: HowToRegIcon,
    href: MARKETING_PAGES.whyRegister,
    permissions: [],
  },
  {
    id: 'advertisingInfo',
    section: 'info',
    labelKey: 'advertisingInfo',
    icon: InfoOutlinedIcon,
    href: MARKETING_PAGES.advertising,
    permissions: [],
  },
  {
    id: 'changelog',
    section: 'info',
    labelKey: 'changelog',
    icon: HistoryIcon,
    route: PATHS.changelog,
    permissions: [],
  },
];

/** The entries of a session: club-bound routes get the club id, or are left out without one. */
export const entriesFor = (entries: readonly MenuEntry[], clubId: number | null | undefined): MenuEntry[] =>
  entries.flatMap((entry): MenuEntry[] => {
    if (!entry.withClubId) return [entry];
    return clubId
      ? [{ ...entry, route: `${entry.route}/${clubId}${entry.afterClubId ?? ''}` } as MenuEntry]
      : [];
  });
