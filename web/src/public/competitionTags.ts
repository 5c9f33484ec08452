/**
 * Tags of the catalog slice's public reads that a sign-up changes (docs/web-app.md): the
 * competition's page (by id), the lists (places, registered icons) and registration's reads that
 * ride on the slice (participants, my registrations).
 */
export const PUBLIC_COMPETITIONS_TAG = { type: 'PublicCompetition' as const, id: 'LIST' };
export const publicCompetitionTag = (id: number) => ({ type: 'PublicCompetition' as const, id });
export const REGISTRATION_TAG = 'Registration' as const;

/** What taking or giving back a place in a competition changes. */
export const placeTags = (competitionId: number) => [
  publicCompetitionTag(competitionId),
  PUBLIC_COMPETITIONS_TAG,
  REGISTRATION_TAG,
];
