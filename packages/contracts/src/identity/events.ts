/** Identity's events and their payloads: replicas and mails in other services follow them (docs/accounts.md). */
import type { NotificationFlag } from '../identity-constants';
import type { ClubMembership } from './fields';

// ---- events --------------------------------------------------------------------------------
export const IDENTITY_EVENTS = {
  userRegistered: 'identity.user.registered',
  passwordResetRequested: 'identity.password-reset.requested',
  userUpserted: 'identity.user.upserted',
  userBlocked: 'identity.user.blocked',
  userDeleted: 'identity.user.deleted',
} as const;

/** A new account must be confirmed: notification mails the link with the raw token. */
export interface UserRegisteredPayload {
  userId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  salutation: string | null;
  locale: 'de' | 'en';
  verificationToken: string;
}
export interface PasswordResetRequestedPayload {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  locale: 'de' | 'en';
  resetToken: string;
}
/** Contact data and preferences that other services keep as a replica (version = user version). */
export interface UserUpsertedPayload {
  userId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: 'de' | 'en';
  clubId: number | null;
  /** null without a club; replicas grant club-member rights only when CONFIRMED (absent in older events) */
  clubMembership?: ClubMembership | null;
  roles: string[];
  active: boolean;
  enabled: boolean;
  paymentUntil: string | null;
  notificationSelection: Record<NotificationFlag, boolean>;
  divisionIds: number[];
  /** the users who may act for this user (its deputies); absent in older events */
  deputyUserIds?: number[];
  /** false: the deputies get no copies of the user's registration mails; absent in older events (true) */
  deputyMail?: boolean;
  /** the profile's shooter identifiers for exports (PractiScore, all users); absent in older events */
  ipscNumber?: string | null;
  ipscRegion?: string | null;
  ipscAlias?: string | null;
  alias?: string | null;
}
export interface UserBlockedPayload {
  userId: number;
  at: string;
}
