import { defineKind } from '../kind';

/** Scheduled first and second payment reminder (the competition's firstPaymentReminder and secondPaymentReminder days after sign-up) to unpaid items. */
export default defineKind({
  kind: 'competitionPaymentReminder',
  block: null,
  action: 'registration',
  texts: {
    de: (f) => ({
      subject: `Zahlungserinnerung: ${f.competitionName}`,
      paragraphs: [
        `das Nenngeld für Ihre Anmeldung ist noch offen. Bitte bezahlen Sie bis ${f.dueDate ?? ''}.`,
      ],
    }),
    en: (f) => ({
      subject: `Payment reminder: ${f.competitionName}`,
      paragraphs: [`the entry fee for your registration is still open. Please pay by ${f.dueDate ?? ''}.`],
    }),
  },
});
