/**
 * German texts of the cart, the checkout and orderComplete (public-portal.md sections 2 and 4).
 * They travel with those lazy pages (cart/cartTexts.ts adds them to i18next).
 */
export const cartDe = {
  cart: {
    title: 'Warenkorb',
    loadFailed: 'Der Warenkorb konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    toCompetitions: 'Zu den Bewerben',
    toCheckout: 'Zur Kasse',
    competition: 'Bewerb',
    squads: 'Squad',
    name: 'Name',
    division: 'Division',
    competitionClass: 'Klasse',
    date: 'Datum',
    fee: 'Nenngeld',
    marker: 'Platz',
    markerHint: 'W: Warteliste, S: Startplatz, -: kein Platz',
    waitingListSuffix: '(Warteliste)',
    remove: 'Aus dem Warenkorb entfernen: {{name}}',
    removed: 'Der Eintrag wurde aus dem Warenkorb entfernt.',
    total: 'Summe',
    itemsCount_one: '{{count}} Eintrag',
    itemsCount_other: '{{count}} Einträge',
    tableLabel: 'Bewerbe im Warenkorb',
  },
  checkout: {
    title: 'Kasse',
    steps: {
      competitions: 'Bewerbe',
      paymentMethod: 'Zahlungsart',
      summary: 'Zusammenfassung',
    },
    back: 'Zurück',
    next: 'Weiter',
    submit: 'Verbindlich bestellen',
    paymentMethod: 'Zahlungsart',
    methods: {
      PAY_ON_SITE: 'Barzahlung vor Ort',
      DEPOSIT: 'Überweisung an den Verein',
      CARD: 'Kartenzahlung',
    },
    paymentError: 'Bitte wählen Sie eine Zahlungsart.',
    noCommonMethod:
      'Für die Bewerbe im Warenkorb gibt es keine gemeinsame Zahlungsart. Bitte bestellen Sie sie einzeln.',
    agbs: 'Ich akzeptiere die Teilnahmebedingungen',
    agbsLink: 'Teilnahmebedingungen lesen',
    agbsRequired: 'Bitte akzeptieren Sie die Teilnahmebedingungen.',
    waitingListPaymentInfo:
      '* Plätze auf der Warteliste werden erst bezahlt, wenn Sie nachrücken; sie sind nicht in der Summe enthalten.',
    successTitle: 'Vielen Dank!',
    toWirecard: 'Weiter zur Kartenzahlung',
    connecting: 'Verbindung zum Zahlungsanbieter wird hergestellt …',
  },
  paymentComplete: {
    title: 'Zahlung abgeschlossen',
    text: 'Vielen Dank! Ihre Zahlung ist eingegangen und Ihre Anmeldung ist damit bezahlt. Sie erhalten eine Bestätigung per E-Mail.',
    toCompetitions: 'Zu den Bewerben',
    toMyCompetitions: 'Zu meinen Bewerben',
  },
  paymentFailed: {
    title: 'Zahlung fehlgeschlagen',
    text: 'Die Zahlung wurde nicht durchgeführt: Es wurde nichts abgebucht und die Anmeldung wurde nicht abgeschlossen.',
    hint: 'Sie können die Zahlung erneut versuchen oder eine andere Zahlungsart wählen.',
    retry: 'Erneut versuchen',
    otherMethod: 'Andere Zahlungsart wählen',
    toMyCompetitions: 'Zu meinen Bewerben',
  },
  orderItemPay: {
    title: 'Anmeldung bezahlen',
    connecting: 'Verbindung zum Zahlungsanbieter wird hergestellt …',
    back: 'Zu meinen Bewerben',
  },
  orderComplete: {
    title: 'Anmeldung abgeschlossen',
    text: 'Die Anmeldung wurde gespeichert. Die angemeldete Person erhält eine Bestätigung per E-Mail.',
    signUpAgain: 'Weitere Person anmelden',
    toCompetitions: 'Zu den Bewerben',
  },
};
