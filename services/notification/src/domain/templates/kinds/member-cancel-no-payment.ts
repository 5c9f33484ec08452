import { defineKind } from '../kind';

/** To the club's admins when an item of their competition was cancelled for no payment. */
export default defineKind({
  kind: 'memberCancelNoPayment',
  block: null,
  action: 'orderItemList',
  texts: {
    de: (f) => ({
      subject: `Unbezahlte Anmeldung storniert: ${f.competitionName}`,
      paragraphs: [
        `die Anmeldung von ${f.shooterName ?? ''} wurde wegen fehlender Zahlung storniert; der Startplatz wurde freigegeben.`,
      ],
    }),
    en: (f) => ({
      subject: `Unpaid registration cancelled: ${f.competitionName}`,
      paragraphs: [
        `the registration of ${f.shooterName ?? ''} was cancelled for missing payment; the place has been released.`,
      ],
    }),
  },
});
