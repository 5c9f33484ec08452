import { defineKind } from '../kind';

/** An item became paid: its payment (`paid`) or its second payment (`paid2`) arrived. */
export default defineKind({
  kind: 'registrationChangePaymentReceived',
  block: 'PAYMENT_RECEIVED',
  action: 'registration',
  texts: {
    de: (f) =>
      f.secondPayment
        ? {
            subject: `Zweite Zahlung erhalten: ${f.competitionName}`,
            paragraphs: ['wir haben die zweite Zahlung für Ihre Anmeldung erhalten.'],
          }
        : {
            subject: `Zahlung erhalten: ${f.competitionName}`,
            paragraphs: [
              'wir haben die Zahlung für Ihre Anmeldung erhalten. Ihre Anmeldung ist damit bezahlt.',
            ],
          },
    en: (f) =>
      f.secondPayment
        ? {
            subject: `Second payment received: ${f.competitionName}`,
            paragraphs: ['we have received the second payment for your registration.'],
          }
        : {
            subject: `Payment received: ${f.competitionName}`,
            paragraphs: ['we have received the payment for your registration. Your registration is paid.'],
          },
  },
});
