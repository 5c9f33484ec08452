import { defineKind } from '../kind';

/** An administrator cancelled the item. */
export default defineKind({
  kind: 'registrationChangeRegistrationCancelledByAdministrator',
  block: 'CANCELLATION',
  action: 'registration',
  texts: {
    de: (f) => ({
      subject: `Anmeldung storniert: ${f.competitionName}`,
      paragraphs: [
        'Ihre Anmeldung wurde vom Veranstalter storniert. Bei Fragen wenden Sie sich bitte an den Verein.',
      ],
    }),
    en: (f) => ({
      subject: `Registration cancelled: ${f.competitionName}`,
      paragraphs: [
        'your registration was cancelled by the organiser. Please contact the club if you have any questions.',
      ],
    }),
  },
});
