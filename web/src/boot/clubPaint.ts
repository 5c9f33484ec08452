import { imageSources } from '../images/imageSources';
import type { PublicClub } from '../public/types';
import { append, element, heading } from './dom';

/** The logo as ClubPage's ResponsiveImage renders it: WebP or JPEG, 1× or 2× (docs/images.md). */
const logoPicture = (club: PublicClub): HTMLElement | null => {
  const sources = imageSources(club.logo, 'square');
  if (!sources) return null;
  const picture = element('picture', 'boot-picture');
  if (sources.webpSrcSet) {
    const webp = document.createElement('source');
    webp.type = 'image/webp';
    webp.srcset = sources.webpSrcSet;
    webp.sizes = '96px';
    picture.appendChild(webp);
  }
  const image = element('img', 'boot-logo') as HTMLImageElement;
  image.alt = '';
  image.width = sources.width;
  image.height = sources.height;
  if (sources.srcSet) {
    image.srcset = sources.srcSet;
    image.sizes = '96px';
  }
  image.src = sources.src;
  return append(picture, image);
};

/**
 * A club page's top as ClubPage renders it: the logo (96 px), the club's name (the page's largest
 * paint) and its long name, in the same flex row (index.html's `.boot-club-head` styles).
 */
export const paintClub = (club: PublicClub, page: HTMLElement): void => {
  const head = element('div', 'boot-club-head');
  const logo = logoPicture(club);
  if (logo) head.appendChild(logo);
  const names = append(element('div', 'boot-grow'), heading(club.name));
  if (club.longName && club.longName !== club.name)
    names.appendChild(element('p', 'boot-long-name', club.longName));
  append(page, append(head, names));
};
