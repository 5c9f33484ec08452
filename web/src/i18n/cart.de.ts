/**
 * German texts of the cart, the checkout and orderComplete (docs/registration.md).
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
    text: 'Ihre Zahlung ist eingegangen und Ihre Anmeldung ist damit bezahlt. Sie erhalten eine Bestätigung per E-Mail.',
    premiumText:
      'Ihre Zahlung ist eingegangen; Ihre Premium-Mitgliedschaft ist aktiv, sobald der Zahlungsanbieter sie bestätigt hat.',
    toCompetitions: 'Zu den Bewerben',
    toPremium: 'Zur Premium-Mitgliedschaft',
    toMyCompetitions: 'Zu meinen Bewerben',
  },
  paymentFailed: {
    title: 'Zahlung fehlgeschlagen',
    text: 'Die Zahlung wurde nicht durchgeführt, es wurde nichts abgebucht. Ihre Anmeldung besteht weiterhin und Ihr Platz bleibt reserviert – sie ist aber noch nicht bezahlt.',
    hint: 'So bezahlen Sie: Versuchen Sie die Kartenzahlung erneut oder wählen Sie eine andere Zahlungsart (z. B. Überweisung). Sie können die Anmeldung auch später unter „Meine Bewerbe“ oder über den Link in Ihrer Bestätigungs-E-Mail bezahlen. Unbezahlte Anmeldungen können nach Ablauf der Zahlungsfrist storniert werden.',
    retry: 'Erneut versuchen',
    otherMethod: 'Andere Zahlungsart wählen',
    toMyCompetitions: 'Zu meinen Bewerben',
    premiumText:
      'Die Zahlung wurde nicht durchgeführt, es wurde nichts abgebucht. Ihre Premium-Mitgliedschaft wurde nicht gekauft oder verlängert.',
    premiumHint:
      'Sie können es auf der Seite der Premium-Mitgliedschaft mit einer anderen Karte oder per Überweisung erneut versuchen.',
    toPremium: 'Zurück zur Premium-Mitgliedschaft',
    toDashboard: 'Zur Startseite',
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
