import { defineKind } from '../kind';

/** The item was cancelled for no payment (by REGISTRATION's automatic cancellation or an administrator). */
export default defineKind({
  kind: 'registrationChangeRegistrationCancelledNoPayment',
  block: 'CANCELLATION',
  action: 'registration',
  texts: {
    de: (f) => ({
      subject: `Anmeldung wegen fehlender Zahlung storniert: ${f.competitionName}`,
      paragraphs: [
        'Ihre Anmeldung wurde storniert, weil das Nenngeld nicht rechtzeitig bezahlt wurde. Ihr Startplatz wurde freigegeben.',
      ],
    }),
    en: (f) => ({
      subject: `Registration cancelled for missing payment: ${f.competitionName}`,
      paragraphs: [
        'your registration was cancelled because the entry fee was not paid in time. Your place has been released.',
      ],
    }),
  },
});
