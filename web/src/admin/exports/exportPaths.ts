import type { Permission } from '@portal/contracts';
import { hasAny } from '../access';

/** Route of the exports page (docs/web-app.md; the page is lazy). */
export const EXPORT_PATHS = { page: '/exports' } as const;

/** Who opens the exports page: admins, portal admins and club admins (their own club's rows). */
export const EXPORT_PAGE_PERMISSIONS: readonly Permission[] = [
  'IS_ADMIN',
  'IS_PORTAL_ADMIN',
  'IS_CLUB_ADMIN',
];

export const canOpenExports = (permissions: readonly Permission[]) =>
  hasAny(permissions, EXPORT_PAGE_PERMISSIONS);
