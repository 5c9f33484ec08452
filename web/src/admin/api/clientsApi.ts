import type { Client, ClientBody } from '@portal/contracts';
import { identityApi } from '../../api/identityApi';
import type { ListAnswer, ListParams } from './types';

const LIST = { type: 'Client', id: 'LIST' } as const;

/** Largest client list the role form's select loads. */
const CLIENT_OPTIONS_SIZE = 1000;

export const clientsApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    clients: build.query<ListAnswer<Client>, ListParams>({
      query: (params) => ({ url: 'clients', params }),
      providesTags: [LIST],
    }),
    client: build.query<Client, number>({
      query: (id) => `clients/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Client', id }],
    }),
    createClient: build.mutation<Client, ClientBody>({
      query: (body) => ({ url: 'clients', method: 'POST', body }),
      invalidatesTags: [LIST],
      extraOptions: { silent: true },
    }),
    updateClient: build.mutation<Client, { id: number; body: ClientBody }>({
      query: ({ id, body }) => ({ url: `clients/${id}`, method: 'PUT', body }),
      // a refused save keeps the open form with its errors (docs/web-app.md)
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Client', id }]),
      extraOptions: { silent: true },
    }),
    /** Every client by name (role form); a failure only empties the select. */
    clientOptions: build.query<ListAnswer<Client>, void>({
      query: () => ({ url: 'clients', params: { page: 0, size: CLIENT_OPTIONS_SIZE, sort: 'name,asc' } }),
      providesTags: [LIST],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useClientsQuery,
  useClientQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useClientOptionsQuery,
} = clientsApi;
