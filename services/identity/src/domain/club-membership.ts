import { clubClaimOf, type ClubMembership } from '@portal/contracts';
import type { users } from '../db/schema';
import type { UserRecord } from './user-view';

type MembershipColumns = Pick<
  typeof users.$inferInsert,
  'clubMembership' | 'clubMembershipDecidedBy' | 'clubMembershipDecidedAt'
>;

const clubOf = (club: { id: number } | null | undefined) =>
  club === undefined ? undefined : (club?.id ?? null);

/** Does a body (`club: {id}`, null or absent) change the user's club? */
export function clubChanges(current: Pick<UserRecord, 'clubId'>, body: { club?: { id: number } | null }) {
  const wanted = clubOf(body.club);
  return wanted !== undefined && wanted !== current.clubId;
}

/**
 * A club the user chose (registration, own profile) waits for the club's admin; no club, no
 * membership.
 */
export function chosenMembership(clubId: number | null): MembershipColumns {
  return {
    clubMembership: clubId === null ? null : 'PENDING',
    clubMembershipDecidedBy: null,
    clubMembershipDecidedAt: null,
  };
}

/** A club given by user administration is confirmed by whoever gave it. */
export function assignedMembership(clubId: number | null, actorId: number): MembershipColumns {
  if (clubId === null) return chosenMembership(null);
  return {
    clubMembership: 'CONFIRMED',
    clubMembershipDecidedBy: actorId,
    clubMembershipDecidedAt: new Date(),
  };
}

/** The club of the token's `clubId` claim (INTERNAL competitions, club-admin scope): confirmed only. */
export const confirmedClubId = (user: Pick<UserRecord, 'clubId' | 'clubMembership'>) => clubClaimOf(user);

/** The membership as the API shows it: null without a club. */
export const membershipOf = (user: Pick<UserRecord, 'clubId' | 'clubMembership'>): ClubMembership | null =>
  user.clubId === null ? null : (user.clubMembership ?? 'PENDING');
