import type { PublicCompetitionDetail } from '../public/types';
import type { BootWindow } from './competitionBoot';

/**
 * The competition answer index.html's boot script fetched and painted for a guest: the page
 * renders it at once instead of a progress bar while its own request runs, so React's first
 * render replaces the paint with the same page.
 */
export const bootCompetition = (publicLink: string): PublicCompetitionDetail | undefined => {
  const boot = (window as BootWindow).portalBootCompetition;
  return boot?.publicLink === publicLink ? boot.competition : undefined;
};

/** Once the page has its own answer the boot's is dropped: it would be outdated later. */
export const dropBootCompetition = (): void => {
  delete (window as BootWindow).portalBootCompetition;
};
