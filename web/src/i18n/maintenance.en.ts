import type { maintenanceDe } from './maintenance.de';
import type { TranslationShape } from './translationShape';

/** English texts of the maintenance-window screens (see maintenance.de.ts). */
export const maintenanceEn: TranslationShape<typeof maintenanceDe> = {
  maintenance: {
    title: 'Maintenance windows',
    createTitle: 'Create maintenance window',
    editTitle: 'Edit maintenance window {{name}}',
    created: 'The maintenance window {{name}} was created.',
    saved: 'The maintenance window {{name}} was saved.',
    deleted: 'The maintenance window {{name}} was deleted.',
    deletedMany_one: '{{count}} maintenance window was deleted.',
    deletedMany_other: '{{count}} maintenance windows were deleted.',
    deleteSelected: 'Delete selected ({{count}})',
    deleteTitle: 'Delete maintenance window?',
    deleteText: '"{{name}}" will be deleted permanently.',
    deleteManyTitle: 'Delete maintenance windows?',
    deleteManyText_one: '{{count}} selected maintenance window will be deleted permanently.',
    deleteManyText_other: '{{count}} selected maintenance windows will be deleted permanently.',
    selectAll: 'Select all on this page',
    selectRow: 'Select {{name}}',
    yes: 'Yes',
    no: 'No',
    fields: {
      reason: 'Reason',
      message: 'Message to the users',
      active: 'Active',
      fromDate: 'From',
      toDate: 'To',
    },
    messageHelp: 'Shown to every user from 24 hours before the start until the end, while active.',
  },
};
