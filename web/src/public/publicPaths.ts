import { PATHS } from '../routes/paths';

/** Links into the public screens. */
export const publicPaths = {
  competition: (publicLink: string) => `${PATHS.competitionDetails}/${encodeURIComponent(publicLink)}`,
  club: (publicLinkId: string) => `${PATHS.vereine}/${encodeURIComponent(publicLinkId)}`,
} as const;
