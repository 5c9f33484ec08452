import { defineKind } from '../kind';

/** A competition was published (first active, listed snapshot) with a division the user chose. */
export default defineKind({
  kind: 'newCompetitionCreated',
  block: null,
  action: 'competition',
  texts: {
    de: (f) => ({
      subject: `Neuer Bewerb: ${f.competitionName}`,
      paragraphs: ['ein neuer Bewerb in einer Ihrer Divisionen wurde veröffentlicht.'],
    }),
    en: (f) => ({
      subject: `New competition: ${f.competitionName}`,
      paragraphs: ['a new competition in one of your divisions has been published.'],
    }),
  },
});
