import type { exportsDe } from './exports.de';
import type { TranslationShape } from './translationShape';

/** English texts of the exports page and the download buttons (see exports.de.ts). */
export const exportsEn: TranslationShape<typeof exportsDe> = {
  exports: {
    title: 'Exports',
    help: 'Choose an export; the file is downloaded as soon as it is ready.',
    type: 'Export',
    download: 'Download',
    preparing: 'The export is being prepared …',
    progress: 'Progress: {{percent}} %',
    done: 'The file {{fileName}} was downloaded.',
    dateOrder: 'The to date must not lie before the from date.',
    allClubs: 'All clubs',
    types: {
      allCompetitors: 'All registrations of all competitions',
      practiScore: 'PractiScore (per competition)',
      practiScoreStand: 'PractiScore with stands (per competition)',
      allUsers: 'All users',
      advertisements: 'Adverts',
      adminCompetitions: 'Competitions',
    },
    fields: {
      competitionId: 'Competition',
      from: 'From',
      to: 'To',
      clubs: 'Clubs',
      exportSquads: 'Export squads',
      exportOrderItems: 'Export registrations',
      division: 'Division',
      competitionClass: 'Class',
      factor: 'Factor',
    },
    buttons: {
      competitionList: 'Download list',
      participants: 'Download participant list',
      reservationCodes: 'Excel export',
      orderItems: 'Excel export',
      participated: 'Download participated competitions',
    },
  },
};
