import { defineKind } from '../kind';

/** An item was removed from the cart before checkout: the held place is released. */
export default defineKind({
  kind: 'removedFromCart',
  block: null,
  action: 'competition',
  texts: {
    de: (f) => ({
      subject: `Aus dem Warenkorb entfernt: ${f.competitionName}`,
      paragraphs: [
        f.waitingList
          ? 'Ihre Anmeldung für die Warteliste folgenden Bewerbs wurde aus dem Warenkorb entfernt. Sie sind nicht angemeldet.'
          : 'Ihre Anmeldung für folgenden Bewerb wurde aus dem Warenkorb entfernt und der reservierte Startplatz freigegeben. Sie sind nicht angemeldet.',
      ],
    }),
    en: (f) => ({
      subject: `Removed from your cart: ${f.competitionName}`,
      paragraphs: [
        f.waitingList
          ? 'your waiting-list registration for the following competition was removed from your cart. You are not registered.'
          : 'your registration for the following competition was removed from your cart and the reserved place released. You are not registered.',
      ],
    }),
  },
});
