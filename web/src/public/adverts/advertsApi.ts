import type { ListAnswer, PublicAdvert, PublicFile } from '@portal/contracts';
import { catalogApi } from '../../api/catalogApi';

/** An advert as guests get it (docs/public-browsing.md): the contracts' shape. */
export type { PublicAdvert };

/** The advert list as every public page asks for it (docs/public-browsing.md). */
export const ADVERTS_LIST_PARAMS = { page: 0, size: 100, sort: 'id,desc' } as const;

/** `<img src>` of an uploaded image (`GET /api/download/{publicId}`, cached by the browser for a day). */
export const advertImageUrl = (image: PublicFile): string => `/api/download/${image.publicId}`;

const PUBLIC_LIST = { type: 'Advertising' as const, id: 'PUBLIC_LIST' };

/**
 * The public advert calls. Adverts are decoration around the lists: a failed list leaves them
 * out without an error dialog, and a failed click is not reported. The detail page shows its own
 * failure (not found or the translated error) in the page.
 */
export const advertsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    advertisingsList: build.query<ListAnswer<PublicAdvert>, void>({
      query: () => ({ url: 'publicResources/advertisingsList', params: ADVERTS_LIST_PARAMS }),
      providesTags: [PUBLIC_LIST],
      extraOptions: { silent: true },
    }),
    getAdFromPublicId: build.query<PublicAdvert, string>({
      query: (publicId) => `publicResources/getAdFromPublicId/${encodeURIComponent(publicId)}`,
      providesTags: (_result, _error, publicId) => [{ type: 'Advertising', id: `public-${publicId}` }],
      extraOptions: { silent: true },
    }),
    clickAd: build.mutation<void, number>({
      query: (id) => ({ url: `publicResources/clickAd/${id}` }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useAdvertisingsListQuery, useGetAdFromPublicIdQuery, useClickAdMutation } = advertsApi;
