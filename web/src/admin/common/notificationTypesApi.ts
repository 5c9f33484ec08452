import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer } from '../api/types';
import type { NotificationType } from './notificationBlocks';

/** The catalog's fixed notification types (`GET notificationTypes`); a failure shows in the editor. */
export const notificationTypesApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    notificationTypes: build.query<ListAnswer<NotificationType>, void>({
      query: () => 'notificationTypes',
      // fixed rows: one load per session is enough
      keepUnusedDataFor: 3600,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useNotificationTypesQuery } = notificationTypesApi;
