import { defineKind } from '../kind';

/** To the club's admins when an item of their competition is reserved. */
export default defineKind({
  kind: 'newRegistrationsToCompetitions',
  block: null,
  action: 'orderItemList',
  texts: {
    de: (f) => ({
      subject: `Neue Anmeldung: ${f.competitionName}`,
      paragraphs: [`${f.shooterName ?? ''} hat sich zu Ihrem Bewerb angemeldet.`],
    }),
    en: (f) => ({
      subject: `New registration: ${f.competitionName}`,
      paragraphs: [`${f.shooterName ?? ''} has signed up for your competition.`],
    }),
  },
});
