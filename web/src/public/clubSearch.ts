import type { PublicClub } from './types';

/** Whether a club matches the search text (name, long name, short name or city, any case). */
export const clubMatches = (club: PublicClub, search: string): boolean => {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [club.name, club.longName, club.shortName, club.city].some((text) =>
    (text ?? '').toLocaleLowerCase().includes(needle),
  );
};
