/**
 * German texts of the participants table on the competition page (public/ParticipantsTable.tsx,
 * merged into the translation namespace by public/participantsTexts.ts).
 */
export const participantsDe = {
  participants: {
    title: 'Teilnehmer',
    eventTitle: 'Angemeldete',
    tableLabel: 'Teilnehmerliste',
    empty: 'Noch keine Anmeldungen.',
    noMatch: 'Keine Teilnehmer passen zur Suche.',
    loadError: 'Die Teilnehmerliste konnte nicht geladen werden.',
    search: 'Teilnehmer suchen',
    premiumHint: 'Sortieren und Suchen in der Teilnehmerliste sind Premium-Funktionen.',
    total_one: '{{count}} Anmeldung',
    total_other: '{{count}} Anmeldungen',
    name: 'Name',
    clubName: 'Verein',
    squadName: 'Squad',
    squadStandName: 'Stand',
    divisionName: 'Division',
    competitionClassName: 'Klasse',
    factorName: 'Faktor',
    waitingList: 'Warteliste',
  },
};
