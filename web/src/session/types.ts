import type { Permission, RoleName } from '@portal/contracts';

export type Language = 'de' | 'en';

export interface UserRole {
  name: RoleName;
}

/** Saved competition list filters (docs/public-browsing.md). */
export interface CompetitionFilters {
  club?: number[];
  type?: number[];
  level?: number[];
  province?: string[];
  year?: number;
  month?: number;
  country?: string;
  zip?: string;
  archive?: boolean;
  competition?: string;
}

/** The logged-in user as the identity call returns it (docs/identity-api.md). */
export interface Identity {
  id: number;
  clubId: number | null;
  competitionClassId: number | null;
  factorId: number | null;
  divisionId: number | null;
  clientId: number | null;
  clientName: string | null;
  username: string;
  userEmail: string;
  userFirstName: string;
  userLastName: string;
  userFullName: string;
  userCountry: string | null;
  userState: string | null;
  /** true: card view, false: list view. */
  competitionViewType: boolean;
  shooterCompetitionViewType: boolean;
  competitionFilters: CompetitionFilters | null;
  /** ISO date; absent for users who never paid. */
  paymentUntil?: string | null;
  userRoles: UserRole[];
  permissions: Permission[];
  locale: Language;
  /** Derived at login: admin roles always, others while paymentUntil is valid. */
  paymentValid: boolean;
}

export interface SessionState {
  token: string | null;
  identity: Identity | null;
  /** The identity's permissions, or only IS_GUEST when logged out. */
  permissions: Permission[];
}
