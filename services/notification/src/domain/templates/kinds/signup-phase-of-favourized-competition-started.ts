import { defineKind } from '../kind';

/** Scheduled at the registration start of a competition to the users who marked it as a favourite. */
export default defineKind({
  kind: 'signupPhaseOfFavourizedCompetitionStarted',
  block: null,
  action: 'competition',
  texts: {
    de: (f) => ({
      subject: `Anmeldung geöffnet: ${f.competitionName}`,
      paragraphs: ['die Anmeldung zu einem Ihrer Favoriten ist jetzt geöffnet.'],
    }),
    en: (f) => ({
      subject: `Registration open: ${f.competitionName}`,
      paragraphs: ['registration for one of your favourite competitions is now open.'],
    }),
  },
});
