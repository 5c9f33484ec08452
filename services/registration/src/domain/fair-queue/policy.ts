import type { AuthUser } from '@portal/service-kit';
import type { GuestPass } from '../guests/sessions';

/** The queue's settings (registration's configuration, docs/fair-opening.md). */
export interface FairQueuePolicy {
  secret: string;
  /** admissions per second the pacer allows (a burst of at most one second's worth) */
  admitPerSecond: number;
  /** entries admitted and not yet served or dropped at once */
  maxAdmitted: number;
  /** how long an admitted entry may take to get its hold */
  windowSeconds: number;
}

/** The entry key: an account's id, a verified guest's session hash (docs/guest-holds.md). */
export const entryKeyOf = (user: AuthUser, guest: GuestPass | null): string =>
  user.id !== null ? `u:${user.id}` : `g:${guest!.session}`;
