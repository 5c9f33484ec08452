import { defineKind } from '../kind';

/** Scheduled before the competition's date to everyone with a place. */
export default defineKind({
  kind: 'competitionStartReminder',
  block: 'UPCOMING',
  action: 'registration',
  texts: {
    de: (f) => ({
      subject: `Erinnerung: ${f.competitionName} beginnt bald`,
      paragraphs: [`der Bewerb, für den Sie angemeldet sind, beginnt am ${f.competitionDate ?? ''}.`],
    }),
    en: (f) => ({
      subject: `Reminder: ${f.competitionName} starts soon`,
      paragraphs: [`the competition you are registered for starts on ${f.competitionDate ?? ''}.`],
    }),
  },
});
