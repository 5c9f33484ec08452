import { defineKind } from '../kind';

/**
 * Sign-on confirmation of an order item. The live mails are sign-on-confirmation.ts (at
 * reservation, with the waiting-list wording) and sign-on-transfer.ts (at a bank-transfer checkout:
 * the transfer details and EPC QR code); this text serves the club's test mail.
 */
export default defineKind({
  kind: 'registrationChangeRegistrationSuccess',
  block: 'SIGN_ON_CONFIRMATION',
  action: 'registration',
  texts: {
    de: (f) => ({
      subject: `Anmeldebestätigung: ${f.competitionName}`,
      paragraphs: ['vielen Dank für Ihre Anmeldung. Sie sind für folgenden Bewerb angemeldet:'],
    }),
    en: (f) => ({
      subject: `Registration confirmed: ${f.competitionName}`,
      paragraphs: ['thank you for signing up. You are registered for the following competition:'],
    }),
  },
});
