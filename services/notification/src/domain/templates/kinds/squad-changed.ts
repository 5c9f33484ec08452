import { defineKind } from '../kind';

/** The registration moved to another squad: an own edit, an administrator's move or swap. */
export default defineKind({
  kind: 'squadChanged',
  block: null,
  action: 'registration',
  texts: {
    de: (f) => ({
      subject: `Squad geändert: ${f.competitionName}`,
      paragraphs: [
        f.swapped
          ? `Ihre Anmeldung wurde von der Veranstaltung mit einer anderen getauscht: Sie starten nun im Squad ${f.squadName ?? ''} statt im Squad ${f.fromSquadName ?? ''}.`
          : `Ihre Anmeldung wurde vom Squad ${f.fromSquadName ?? ''} in den Squad ${f.squadName ?? ''} verschoben.`,
        f.waitingList
          ? 'Sie stehen dort auf der Warteliste.'
          : 'Bitte prüfen Sie Ihre Anmeldung (Stand, Startzeit) über den Link.',
      ],
    }),
    en: (f) => ({
      subject: `Squad changed: ${f.competitionName}`,
      paragraphs: [
        f.swapped
          ? `the organiser swapped your registration with another one: you now shoot in squad ${f.squadName ?? ''} instead of squad ${f.fromSquadName ?? ''}.`
          : `your registration was moved from squad ${f.fromSquadName ?? ''} to squad ${f.squadName ?? ''}.`,
        f.waitingList
          ? 'You are on its waiting list.'
          : 'Please check your registration (stand, start time) through the link.',
      ],
    }),
  },
});
