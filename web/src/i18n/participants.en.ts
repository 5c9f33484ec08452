import type { participantsDe } from './participants.de';
import type { TranslationShape } from './translationShape';

/** English texts of the participants table (see participants.de.ts). */
export const participantsEn: TranslationShape<typeof participantsDe> = {
  participants: {
    title: 'Participants',
    eventTitle: 'Signed up',
    tableLabel: 'List of participants',
    empty: 'Nobody has signed up yet.',
    noMatch: 'No participant matches the search.',
    loadError: 'The list of participants could not be loaded.',
    search: 'Search participants',
    premiumHint: 'Sorting and searching the participants are premium features.',
    total_one: '{{count}} registration',
    total_other: '{{count}} registrations',
    name: 'Name',
    clubName: 'Club',
    squadName: 'Squad',
    squadStandName: 'Stand',
    divisionName: 'Division',
    competitionClassName: 'Class',
    factorName: 'Factor',
    waitingList: 'Waiting list',
  },
};
