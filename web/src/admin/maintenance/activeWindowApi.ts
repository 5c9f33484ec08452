import { catalogApi } from '../../api/catalogApi';
import type { ActiveMaintenanceWindow } from '@portal/contracts/catalog';

/**
 * The bar polls the active window every five minutes. It stays: windows are set by admins on other
 * machines and start by the clock; this browser's own changes refresh it at once (tag ACTIVE).
 */
export const MAINTENANCE_POLL_MS = 5 * 60 * 1000;

/** The public active window (every user, guests too); a failure never opens the error dialog. */
export const activeWindowApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    activeMaintenanceWindow: build.query<ActiveMaintenanceWindow, void>({
      query: () => 'publicResources/maintenanceWindows/active',
      providesTags: [{ type: 'MaintenanceWindow', id: 'ACTIVE' }],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useActiveMaintenanceWindowQuery } = activeWindowApi;
