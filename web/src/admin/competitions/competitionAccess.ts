import type { Permission } from '@portal/contracts';
import { hasAny } from '../access';

/** Who fills the form (docs/catalog.md, who edits competitions). */
export interface CompetitionAccess {
  /** IS_ADMIN: paid toggles, bulk paid, CSV export, club column and filter, viewType filter */
  admin: boolean;
  /** a club admin (and not an admin): fixed to the own club, stricter required fields */
  clubAdmin: boolean;
  /** the other privileged role (portal admin): paid filter, details icon */
  portalAdmin: boolean;
}

export const competitionAccess = (permissions: readonly Permission[]): CompetitionAccess => {
  const admin = hasAny(permissions, ['IS_ADMIN']);
  const clubAdmin = !admin && hasAny(permissions, ['IS_CLUB_ADMIN']);
  return { admin, clubAdmin, portalAdmin: !admin && !clubAdmin && hasAny(permissions, ['IS_PORTAL_ADMIN']) };
};
