import { defineKind } from '../kind';

/** Scheduled before the registration end of a favourite competition to those not registered for it. */
export default defineKind({
  kind: 'signupPhaseEndsReminder',
  block: null,
  action: 'competition',
  texts: {
    de: (f) => ({
      subject: `Anmeldeschluss naht: ${f.competitionName}`,
      paragraphs: [`die Anmeldung zu einem Ihrer Favoriten endet am ${f.registrationEnd ?? ''}.`],
    }),
    en: (f) => ({
      subject: `Registration closes soon: ${f.competitionName}`,
      paragraphs: [
        `registration for one of your favourite competitions closes on ${f.registrationEnd ?? ''}.`,
      ],
    }),
  },
});
