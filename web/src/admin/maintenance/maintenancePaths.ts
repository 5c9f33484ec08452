/** Routes of the maintenance windows (in the shell for the routes and the menu; the pages are lazy). */
export const MAINTENANCE_PATHS = {
  list: '/maintenanceWindows',
  create: '/maintenanceWindows/create',
  edit: (id: number | string) => `/maintenanceWindows/${id}`,
} as const;
