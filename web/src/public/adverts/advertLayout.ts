import type { PublicAdvert } from './advertsApi';

/**
 * How an advert shows between competition cards: as a card with its image, or, without an image,
 * as a compact text advert (a card of the neighbours' height would be mostly empty).
 */
export const advertCardLayout = (advert: Pick<PublicAdvert, 'image'>): 'image' | 'text' =>
  advert.image ? 'image' : 'text';
