import type { Identity as IdentityAnswer, Language, Permission, RoleName } from '@portal/contracts';

export type { Language };

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

/**
 * The logged-in user as the identity call returns it (docs/identity-api.md): identity's answer,
 * with the web's narrower types of the roles, permissions and saved filters.
 */
export interface Identity extends Omit<IdentityAnswer, 'userRoles' | 'permissions' | 'competitionFilters'> {
  competitionFilters: CompetitionFilters | null;
  userRoles: UserRole[];
  permissions: Permission[];
}

export interface SessionState {
  token: string | null;
  identity: Identity | null;
  /** The identity's permissions, or only IS_GUEST when logged out. */
  permissions: Permission[];
}
