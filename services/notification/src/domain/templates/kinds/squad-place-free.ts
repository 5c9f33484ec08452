import { defineKind } from '../kind';

/** A place was freed (cancellation without a waiting entry to promote): to users who marked the competition as a favourite. */
export default defineKind({
  kind: 'squadPlaceFree',
  block: 'WAITING_LIST_CHANGE',
  action: 'competition',
  texts: {
    de: (f) => ({
      subject: `Startplatz frei: ${f.competitionName}`,
      paragraphs: [
        'in einem Squad folgenden Bewerbs ist ein Startplatz frei geworden. Melden Sie sich rasch an, solange er frei ist.',
      ],
    }),
    en: (f) => ({
      subject: `Place available: ${f.competitionName}`,
      paragraphs: [
        'a place in a squad of the following competition has become free. Sign up soon while it is available.',
      ],
    }),
  },
});
