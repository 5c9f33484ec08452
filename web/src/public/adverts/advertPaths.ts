import { PATHS } from '../../routes/paths';

/** The advert detail page `werbung/{adId}` (docs/web-app.md); adId is the public id. */
export const advertPath = (publicId: string): string => `${PATHS.werbung}/${encodeURIComponent(publicId)}`;
