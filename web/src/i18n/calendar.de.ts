/**
 * German texts of the calendar subscription (profile) and the competition page's calendar file
 * (docs/calendar-feed.md); merged into the translation namespace by calendar/calendarTexts.ts.
 */
export const calendarDe = {
  calendar: {
    title: 'Kalender-Abo',
    explanation:
      'Abonnieren Sie diese Adresse in Ihrer Kalender-App (Google, Outlook, Apple): Ihre Anmeldungen erscheinen dort mit Squad-Zeiten und Ort und bleiben aktuell. Wer die Adresse kennt, sieht Ihre Anmeldungen; geben Sie sie nicht weiter.',
    address: 'Abo-Adresse',
    copy: 'Adresse kopieren',
    copied: 'Adresse kopiert.',
    copyFailed: 'Kopieren nicht möglich; markieren und kopieren Sie die Adresse selbst.',
    shownOnce:
      'Ihre Abo-Adresse wurde am {{date}} erzeugt. Sie wird aus Sicherheitsgründen nur beim Erzeugen angezeigt. Brauchen Sie sie wieder, erzeugen Sie eine neue Adresse.',
    rotate: 'Neue Adresse erzeugen',
    rotateTitle: 'Neue Adresse erzeugen?',
    rotateText:
      'Die bisherige Adresse funktioniert danach nicht mehr: Kalender, die sie abonniert haben, erhalten keine Aktualisierungen mehr. Abonnieren Sie dort die neue Adresse.',
    cancel: 'Abbrechen',
    rotated: 'Neue Adresse erzeugt. Die bisherige funktioniert nicht mehr.',
    loadFailed: 'Das Kalender-Abo konnte nicht geladen werden.',
  },
};
