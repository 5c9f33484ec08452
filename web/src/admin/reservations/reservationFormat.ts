import type { Reservation } from '@portal/contracts';
import { formatWindowDate } from '../maintenance/maintenanceDates';

/** DD.MM.YYYY HH:mm in Vienna (docs/time-zone.md). */
export const formatDateTime = formatWindowDate;

/** The users of a reservation by username, comma-separated. */
export const usernamesOf = (reservation: Pick<Reservation, 'userNames'>): string =>
  reservation.userNames.map((user) => user.username).join(', ');

/** Names of ids from a lookup (an id without a name shows as the id). */
export const namesOf = (
  ids: readonly number[],
  options: readonly { id: number; name: string }[] | undefined,
) => {
  const names = new Map((options ?? []).map((option) => [option.id, option.name]));
  return ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
};
