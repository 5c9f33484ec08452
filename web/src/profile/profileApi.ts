import type { DeputisedUser, Deputy, Profile, ProfileUpdate } from '@portal/contracts';
import { identityApi } from '../api/identityApi';

export type ViewTypeSetting = 'competitionView' | 'shooterCompetitionView';

/** The session identity's field each setting is kept in (true = cards). */
export const VIEW_TYPE_IDENTITY_FIELD = {
  competitionView: 'competitionViewType',
  shooterCompetitionView: 'shooterCompetitionViewType',
} as const satisfies Record<ViewTypeSetting, string>;

/** JSON `true` or `false`: fetchBaseQuery does not serialise a bare boolean by itself. */
const jsonBoolean = (value: boolean) => ({
  body: JSON.stringify(value),
  headers: { 'Content-Type': 'application/json' },
});

export const profileApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, number>({
      query: (id) => `/profile/${id}`,
      // the page shows a load failure itself
      extraOptions: { silent: true },
      providesTags: (_result, _error, id) => [{ type: 'Profile', id }],
    }),
    updateProfile: build.mutation<Profile, { id: number; body: ProfileUpdate }>({
      query: ({ id, body }) => ({ url: `/profile/${id}`, method: 'PUT', body }),
      // field errors go onto the fields, the rest into the error channel (done by the page)
      extraOptions: { silent: true },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(profileApi.util.upsertQueryData('getProfile', id, data));
      },
    }),
    addDeputy: build.mutation<Deputy, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/profile/${id}/deputy`, method: 'POST', body: { name } }),
      // NO_USER, DEPUTY_SELF, DEPUTY_ALREADY_EXISTS are shown at the input
      extraOptions: { silent: true },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          dispatch(
            profileApi.util.updateQueryData('getProfile', id, (draft) => {
              draft.deputies.push(data);
            }),
          );
        }
      },
    }),
    removeDeputy: build.mutation<void, { id: number; deputyId: number }>({
      query: ({ id, deputyId }) => ({ url: `/profile/${id}/deputy/${deputyId}`, method: 'DELETE' }),
      async onQueryStarted({ id, deputyId }, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (ok) {
          dispatch(
            profileApi.util.updateQueryData('getProfile', id, (draft) => {
              draft.deputies = draft.deputies.filter((deputy) => deputy.id !== deputyId);
            }),
          );
        }
      },
    }),
    deputises: build.query<DeputisedUser[], void>({
      query: () => '/profile/0/deputises',
      extraOptions: { silent: true },
      providesTags: ['Deputy'],
    }),
    setViewType: build.mutation<void, { setting: ViewTypeSetting; cards: boolean }>({
      query: ({ setting, cards }) => ({ url: `/profile/${setting}`, method: 'PUT', ...jsonBoolean(cards) }),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useAddDeputyMutation,
  useRemoveDeputyMutation,
  useDeputisesQuery,
  useSetViewTypeMutation,
} = profileApi;
