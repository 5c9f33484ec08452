/** What the public pages use of the adverts: placement, the advert list and its card and row. */
export { dashboardSlots, interleaveAdverts, type Placed } from './placement';
export { AdvertButton, AdvertCard, AdvertRow } from './AdvertCard';
export { advertImageUrl, useAdvertisingsListQuery, type PublicAdvert } from './advertsApi';
export { advertPath } from './advertPaths';
