/**
 * API paths (under /api) of the public competition and club pages: one spelling for their RTK
 * Query endpoints and for index.html's boot script, which fetches the same answer ahead.
 */
export const competitionApiPath = (publicLink: string): string =>
  `publicResources/getCompetitionFromPublicId/${encodeURIComponent(publicLink)}`;

export const clubApiPath = (publicLinkId: string): string =>
  `publicResources/getClubFromPublicId/${encodeURIComponent(publicLinkId)}`;
