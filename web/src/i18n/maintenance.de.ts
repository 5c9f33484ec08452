/** Texts of the maintenance-window screens, merged into the translations when their chunk loads. */
export const maintenanceDe = {
  maintenance: {
    title: 'Wartungsfenster',
    createTitle: 'Wartungsfenster anlegen',
    editTitle: 'Wartungsfenster {{name}} bearbeiten',
    created: 'Das Wartungsfenster {{name}} wurde angelegt.',
    saved: 'Das Wartungsfenster {{name}} wurde gespeichert.',
    deleted: 'Das Wartungsfenster {{name}} wurde gelöscht.',
    deletedMany: '{{count}} Wartungsfenster wurden gelöscht.',
    deleteSelected: 'Ausgewählte löschen ({{count}})',
    deleteTitle: 'Wartungsfenster löschen?',
    deleteText: '„{{name}}“ wird endgültig gelöscht.',
    deleteManyTitle: 'Wartungsfenster löschen?',
    deleteManyText: '{{count}} ausgewählte Wartungsfenster werden endgültig gelöscht.',
    selectAll: 'Alle auf dieser Seite auswählen',
    selectRow: '{{name}} auswählen',
    yes: 'Ja',
    no: 'Nein',
    fields: {
      reason: 'Grund',
      message: 'Nachricht an die Benutzer',
      active: 'Aktiv',
      fromDate: 'Von',
      toDate: 'Bis',
    },
    messageHelp: 'Wird allen Benutzern ab 24 Stunden vor Beginn bis zum Ende angezeigt, solange aktiv.',
  },
};
