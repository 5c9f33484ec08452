import { defineKind } from '../kind';

/** A waiting-list entry got a place (registration.order-item.promoted). */
export default defineKind({
  kind: 'gettingStartingPlace',
  block: 'WAITING_LIST_CHANGE',
  action: 'registration',
  texts: {
    de: (f) => ({
      subject: `Sie haben einen Startplatz: ${f.competitionName}`,
      paragraphs: [
        'ein Startplatz ist frei geworden: Sie sind von der Warteliste nachgerückt und nun für folgenden Bewerb angemeldet.',
      ],
    }),
    en: (f) => ({
      subject: `You have a place: ${f.competitionName}`,
      paragraphs: [
        'a place became free: you moved up from the waiting list and are now registered for the following competition.',
      ],
    }),
  },
});
