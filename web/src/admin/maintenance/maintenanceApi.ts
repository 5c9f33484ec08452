import { catalogApi } from '../../api/catalogApi';
import type { MaintenanceWindow, MaintenanceWindowBody } from '@portal/contracts/catalog';
import type { ListAnswer, ListParams } from '../api/types';

export type MaintenanceBody = MaintenanceWindowBody;

const LIST = { type: 'MaintenanceWindow' as const, id: 'LIST' };
// a change may start, move or end the active window, so the bar refreshes too
const ACTIVE = { type: 'MaintenanceWindow' as const, id: 'ACTIVE' };
const record = (id: number) => ({ type: 'MaintenanceWindow' as const, id });

/** Admin CRUD of the maintenance windows (`/api/maintenanceWindows`). */
export const maintenanceApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    maintenanceList: build.query<ListAnswer<MaintenanceWindow>, ListParams>({
      query: (params) => ({ url: 'maintenanceWindows', params }),
      providesTags: [LIST],
    }),
    maintenanceRecord: build.query<MaintenanceWindow, number>({
      query: (id) => `maintenanceWindows/${id}`,
      providesTags: (_result, _error, id) => [record(id)],
    }),
    createMaintenance: build.mutation<MaintenanceWindow, MaintenanceBody>({
      query: (body) => ({ url: 'maintenanceWindows', method: 'POST', body }),
      invalidatesTags: [LIST, ACTIVE],
      extraOptions: { silent: true },
    }),
    updateMaintenance: build.mutation<MaintenanceWindow, { id: number; body: MaintenanceBody }>({
      query: ({ id, body }) => ({ url: `maintenanceWindows/${id}`, method: 'PUT', body }),
      // a refused save keeps the open form with its errors (docs/web-app.md)
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, ACTIVE, record(id)]),
      extraOptions: { silent: true },
    }),
    deleteMaintenance: build.mutation<void, number>({
      query: (id) => ({ url: `maintenanceWindows/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, ACTIVE]),
    }),
    deleteManyMaintenance: build.mutation<{ count: number }, number[]>({
      query: (ids) => ({ url: 'maintenanceWindows/deleteMany', method: 'POST', body: { ids } }),
      invalidatesTags: [LIST, ACTIVE],
    }),
  }),
});

export const {
  useMaintenanceListQuery,
  useMaintenanceRecordQuery,
  useCreateMaintenanceMutation,
  useUpdateMaintenanceMutation,
  useDeleteMaintenanceMutation,
  useDeleteManyMaintenanceMutation,
} = maintenanceApi;
