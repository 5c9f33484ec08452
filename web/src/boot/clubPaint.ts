import { imageUrl } from '../public/format';
import type { PublicClub } from '../public/types';
import { append, element, heading } from './dom';

/**
 * A club page's top as ClubPage renders it: the logo (96 px), the club's name (the page's largest
 * paint) and its long name, in the same flex row (index.html's `.boot-club-head` styles).
 */
export const paintClub = (club: PublicClub, page: HTMLElement): void => {
  const head = element('div', 'boot-club-head');
  const logo = imageUrl(club.logo);
  if (logo) {
    const image = element('img', 'boot-logo') as HTMLImageElement;
    image.alt = '';
    image.src = logo;
    head.appendChild(image);
  }
  const names = append(element('div', 'boot-grow'), heading(club.name));
  if (club.longName && club.longName !== club.name)
    names.appendChild(element('p', 'boot-long-name', club.longName));
  append(page, append(head, names));
};
