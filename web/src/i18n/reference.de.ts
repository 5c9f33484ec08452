/**
 * German texts of the reference-data screens (factors, levels, classes, divisions, competition
 * types, upload types). They travel with the lazy admin chunks (admin/reference/referenceTexts.ts
 * adds them to i18next), so the shell carries only the menu labels.
 */
export const referenceDe = {
  reference: {
    fields: {
      name: 'Name',
      competitionType_ids: 'Bewerbstypen',
      signupReservationTimeout: 'Reservierungsdauer (Sekunden)',
      logo: 'Logo (URL)',
      isDefault: 'Standard',
      event: 'Veranstaltung',
      sortingOrder: 'Reihenfolge',
      showName: 'Name anzeigen',
    },
    common: {
      yes: 'Ja',
      no: 'Nein',
      selectAll: 'Alle auf dieser Seite auswählen',
      selectRow: '{{name}} auswählen',
      deleteSelected: 'Ausgewählte löschen ({{count}})',
      deleteManyTitle: 'Einträge löschen?',
      deleteManyText_one: '{{count}} ausgewählter Eintrag wird endgültig gelöscht.',
      deleteManyText_other: '{{count}} ausgewählte Einträge werden endgültig gelöscht.',
      deletedMany_one: '{{count}} Eintrag wurde gelöscht.',
      deletedMany_other: '{{count}} Einträge wurden gelöscht.',
      deleteTitle: 'Eintrag löschen?',
      deleteText: '„{{name}}“ wird endgültig gelöscht.',
      deleted: '„{{name}}“ wurde gelöscht.',
      readOnly: 'Sie können diese Daten nur ansehen.',
    },
    resources: {
      factors: {
        title: 'Faktoren',
        createTitle: 'Faktor anlegen',
        editTitle: 'Faktor {{name}} bearbeiten',
        created: 'Der Faktor {{name}} wurde angelegt.',
        saved: 'Der Faktor {{name}} wurde gespeichert.',
      },
      levels: {
        title: 'Level',
        createTitle: 'Level anlegen',
        editTitle: 'Level {{name}} bearbeiten',
        created: 'Das Level {{name}} wurde angelegt.',
        saved: 'Das Level {{name}} wurde gespeichert.',
      },
      competitionClasses: {
        title: 'Klassen',
        createTitle: 'Klasse anlegen',
        editTitle: 'Klasse {{name}} bearbeiten',
        created: 'Die Klasse {{name}} wurde angelegt.',
        saved: 'Die Klasse {{name}} wurde gespeichert.',
      },
      divisions: {
        title: 'Divisionen',
        createTitle: 'Division anlegen',
        editTitle: 'Division {{name}} bearbeiten',
        created: 'Die Division {{name}} wurde angelegt.',
        saved: 'Die Division {{name}} wurde gespeichert.',
      },
      competitionTypes: {
        title: 'Bewerbstypen',
        createTitle: 'Bewerbstyp anlegen',
        editTitle: 'Bewerbstyp {{name}} bearbeiten',
        created: 'Der Bewerbstyp {{name}} wurde angelegt.',
        saved: 'Der Bewerbstyp {{name}} wurde gespeichert.',
      },
      uploadTypes: {
        title: 'Upload-Typen',
        createTitle: 'Upload-Typ anlegen',
        editTitle: 'Upload-Typ {{name}} bearbeiten',
        created: 'Der Upload-Typ {{name}} wurde angelegt.',
        saved: 'Der Upload-Typ {{name}} wurde gespeichert.',
      },
    },
  },
};
