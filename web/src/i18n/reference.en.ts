import type { referenceDe } from './reference.de';
import type { TranslationShape } from './translationShape';

/** English texts of the reference-data screens (see reference.de.ts). */
export const referenceEn: TranslationShape<typeof referenceDe> = {
  reference: {
    fields: {
      name: 'Name',
      competitionType_ids: 'Competition types',
      signupReservationTimeout: 'Reservation time (seconds)',
      logo: 'Logo (URL)',
      isDefault: 'Default',
      event: 'Event',
      sortingOrder: 'Sorting order',
      showName: 'Show name',
    },
    common: {
      yes: 'Yes',
      no: 'No',
      selectAll: 'Select all on this page',
      selectRow: 'Select {{name}}',
      deleteSelected: 'Delete selected ({{count}})',
      deleteManyTitle: 'Delete entries?',
      deleteManyText_one: '{{count}} selected entry will be deleted permanently.',
      deleteManyText_other: '{{count}} selected entries will be deleted permanently.',
      deletedMany_one: '{{count}} entry was deleted.',
      deletedMany_other: '{{count}} entries were deleted.',
      deleteTitle: 'Delete entry?',
      deleteText: '"{{name}}" will be deleted permanently.',
      deleted: '"{{name}}" was deleted.',
      readOnly: 'You can only view these data.',
    },
    resources: {
      factors: {
        title: 'Factors',
        createTitle: 'Create factor',
        editTitle: 'Edit factor {{name}}',
        created: 'The factor {{name}} was created.',
        saved: 'The factor {{name}} was saved.',
      },
      levels: {
        title: 'Levels',
        createTitle: 'Create level',
        editTitle: 'Edit level {{name}}',
        created: 'The level {{name}} was created.',
        saved: 'The level {{name}} was saved.',
      },
      competitionClasses: {
        title: 'Classes',
        createTitle: 'Create class',
        editTitle: 'Edit class {{name}}',
        created: 'The class {{name}} was created.',
        saved: 'The class {{name}} was saved.',
      },
      divisions: {
        title: 'Divisions',
        createTitle: 'Create division',
        editTitle: 'Edit division {{name}}',
        created: 'The division {{name}} was created.',
        saved: 'The division {{name}} was saved.',
      },
      competitionTypes: {
        title: 'Competition types',
        createTitle: 'Create competition type',
        editTitle: 'Edit competition type {{name}}',
        created: 'The competition type {{name}} was created.',
        saved: 'The competition type {{name}} was saved.',
      },
      uploadTypes: {
        title: 'Upload types',
        createTitle: 'Create upload type',
        editTitle: 'Edit upload type {{name}}',
        created: 'The upload type {{name}} was created.',
        saved: 'The upload type {{name}} was saved.',
      },
    },
  },
};
