import type { reservationsDe } from './reservations.de';
import type { TranslationShape } from './translationShape';

/** English texts of the reservation screens (see reservations.de.ts). */
export const reservationsEn: TranslationShape<typeof reservationsDe> = {
  reservationCodes: {
    createTitle: 'Create reservation codes',
    listTitle: 'Reservation codes',
    listTitleClub: 'Reservation codes of my competitions',
    createHelp:
      'Each code is good for one registration for the chosen competition. Pass the codes on to the shooters who may sign up with them.',
    create: 'Create codes',
    toList: 'To the list',
    created: 'Created codes',
    filters: 'Filters',
    allCompetitions: 'All competitions',
    usedAll: 'All',
    usedYes: 'Used',
    usedNo: 'Not used',
    bound: 'In a sign-up',
    fields: {
      amount: 'Amount',
      competitionId: 'Competition',
      code: 'Code',
      competitionName: 'Competition',
      createdAt: 'Created at',
      used: 'Used',
    },
  },
  reservations: {
    title: 'Reservations',
    createTitle: 'Create reservation',
    editTitle: 'Edit reservation {{name}}',
    showTitle: 'Reservation {{name}}',
    created: 'The reservation {{name}} was created.',
    saved: 'The reservation {{name}} was saved.',
    edit: 'Edit',
    back: 'Back',
    yes: 'Yes',
    no: 'No',
    unlimited: 'Unlimited',
    noEnd: 'No end',
    none: '—',
    allowed: 'All',
    profileTitle: 'My reservations',
    profileEmpty: 'There are no reservations for you.',
    profileHelp:
      'With a valid reservation you sign up for the competitions listed without a reservation code.',
    sections: {
      who: 'Users and competitions',
      limits: 'Limits',
    },
    fields: {
      id: 'No.',
      users: 'Users',
      competitions: 'Competitions',
      divisions: 'Divisions',
      competitionClasses: 'Classes',
      factors: 'Factors',
      qualification: 'Qualification',
      maxReservations: 'Maximum registrations',
      validUntil: 'Valid until',
    },
    help: {
      users: 'Search by username',
      qualification: 'Qualified shooters only: everybody else needs a code for these competitions.',
      maxReservations: 'Leave empty for any number of registrations.',
      validUntil: 'Leave empty for a reservation without an end.',
      lists: 'Empty lists do not limit.',
    },
  },
};
