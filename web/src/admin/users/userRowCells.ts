import type { UserRow } from '@portal/contracts';
import { viennaDay } from '@portal/contracts/vienna-time';

/** A payment valid until a day before today (Vienna days) has run out; `today` is any instant of it. */
export const paymentExpired = (paymentUntil: string, today: Date = new Date()): boolean =>
  viennaDay(paymentUntil) < viennaDay(today);

/** The club column: the club's name, its id until the club list has answered, a dash without one. */
export const clubCell = (club: UserRow['club'], clubNames: ReadonlyMap<number, string>): string =>
  club ? (clubNames.get(club.id) ?? `#${club.id}`) : '—';

/** The roles column: the roles' labels, comma separated. */
export const rolesCell = (roles: UserRow['userRoles'], roleLabel: (name: string) => string): string =>
  roles.map((role) => roleLabel(role.name)).join(', ');
