import { defineKind } from '../kind';

/** The shooter cancelled the item themselves. */
export default defineKind({
  kind: 'registrationChangeRegistrationCancelledByShooter',
  block: 'SIGN_OFF',
  action: 'registration',
  texts: {
    de: (f) => ({
      subject: `Abmeldung bestätigt: ${f.competitionName}`,
      paragraphs: ['Sie haben sich von folgendem Bewerb abgemeldet. Ihr Startplatz wurde freigegeben.'],
    }),
    en: (f) => ({
      subject: `Sign-off confirmed: ${f.competitionName}`,
      paragraphs: ['you have signed off from the following competition. Your place has been released.'],
    }),
  },
});
