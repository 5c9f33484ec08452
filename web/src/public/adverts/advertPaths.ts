import { PATHS } from '../../routes/paths';

/** The advert detail page `werbung/{adId}` (public-portal.md section 2); adId is the public id. */
export const advertPath = (publicId: string): string => `${PATHS.werbung}/${encodeURIComponent(publicId)}`;
