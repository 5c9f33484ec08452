import { defineKind } from '../kind';

/** To the club's admins, a day before the automatic cancellation of an unpaid item. */
export default defineKind({
  kind: 'memberCancelNoPaymentReminder',
  block: null,
  action: 'orderItemList',
  texts: {
    de: (f) => ({
      subject: `Unbezahlte Anmeldung wird storniert: ${f.competitionName}`,
      paragraphs: [
        `die Anmeldung von ${f.shooterName ?? ''} ist noch nicht bezahlt und wird am ${f.dueDate ?? ''} automatisch storniert.`,
      ],
    }),
    en: (f) => ({
      subject: `Unpaid registration will be cancelled: ${f.competitionName}`,
      paragraphs: [
        `the registration of ${f.shooterName ?? ''} is still unpaid and will be cancelled automatically on ${f.dueDate ?? ''}.`,
      ],
    }),
  },
});
