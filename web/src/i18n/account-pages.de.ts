import { stateNamesDe } from './stateNames';

/**
 * German texts of the login dialog, registration, verification, password reset and profile.
 * They travel with those lazy chunks (account/pageTexts.ts adds them to i18next), so the shell's
 * first load stays within its budget; the few texts the shell itself shows are in account.de.ts.
 */
export const accountPagesDe = {
  ERROR: {
    Inactive_user: 'Ihr Benutzerkonto ist gesperrt. Bitte wenden Sie sich an den Support.',
    Not_verified:
      'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte klicken Sie auf den Link in der Bestätigungs-E-Mail.',
    Unauthorized: 'Benutzername oder Passwort ist falsch.',
    TOO_MANY_LOGIN_ATTEMPTS:
      'Zu viele fehlgeschlagene Login-Versuche. Bitte warten Sie kurz und versuchen Sie es erneut.',
    TOO_MANY_REQUESTS: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    SERVICE_UNAVAILABLE: 'Der Server ist momentan nicht erreichbar. Bitte versuchen Sie es später erneut.',
  },
  login: {
    title: 'Einloggen',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Einloggen',
    cancel: 'Abbrechen',
    forgot: 'Passwort vergessen?',
    register: 'Noch kein Konto? Jetzt registrieren',
    resend: 'Bestätigungs-E-Mail erneut senden',
    resent:
      'Wir haben Ihnen eine neue Bestätigungs-E-Mail gesendet. Der Link der früheren E-Mail gilt nicht mehr.',
    resendNotNow:
      'Eine Bestätigungs-E-Mail ist eben erst hinausgegangen. Bitte sehen Sie in Ihrem Postfach (auch im Spam-Ordner) nach.',
    resendFailed: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    waitSeconds: 'Sie können es in {{count}} Sekunden wieder versuchen.',
    waitMinutes: 'Sie können es in {{time}} Minuten wieder versuchen.',
  },
  register: {
    title: 'Registrierung',
    intro:
      'Mit einem kostenlosen Benutzerkonto melden Sie sich schneller zu Bewerben an und sehen Ihre Anmeldungen auf einen Blick. Felder mit * sind Pflichtfelder.',
    steps: {
      profile: 'Profildaten',
      contact: 'Kontaktdaten',
      shooter: 'Schützendaten',
    },
    fields: {
      username: 'Benutzername',
      email: 'E-Mail',
      password: 'Passwort',
      passwordValid: 'Passwort wiederholen',
      selectedLanguage: 'Sprache',
      salutation: 'Anrede',
      degree: 'Titel',
      firstName: 'Vorname',
      lastName: 'Nachname',
      address: 'Adresse',
      zip: 'PLZ',
      city: 'Ort',
      country: 'Land',
      state: 'Bundesland',
      telephone: 'Telefon',
      competitionClass: 'Klasse',
      division: 'Division',
      factor: 'Faktor',
      club: 'Verein',
      alias: 'Alias',
      cowboyName: 'Cowboy-Name',
      sassNumber: 'SASS-Nummer',
      ipscNumber: 'IPSC-Nummer',
      ipscRegion: 'IPSC-Region',
      bmdAccountNumber: 'BMD-Kontonummer',
      ipscAlias: 'IPSC-Alias',
    },
    salutations: {
      mr: 'Herr',
      mrs: 'Frau',
    },
    choose: 'Bitte wählen',
    noClub: 'Kein Verein',
    passwordHint: '6 bis 128 Zeichen, mindestens eine Ziffer, ein Klein- und ein Großbuchstabe',
    optionsFailed:
      'Die Auswahllisten (Klasse, Division, Faktor, Verein) konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    allowInformations:
      'Ich möchte per E-Mail über neue Bewerbe und Neuigkeiten des Portals informiert werden.',
    conditions:
      'Ich akzeptiere die <conditions>Teilnahmebedingungen</conditions> und habe die <privacy>Datenschutzerklärung</privacy> gelesen.',
    payment:
      'Ich nehme zur Kenntnis, dass die Premium-Mitgliedschaft 20 Euro pro Jahr inklusive Umsatzsteuer kostet.',
    invalid: 'Bitte prüfen Sie die rot markierten Schritte.',
    back: 'Zurück',
    next: 'Weiter',
    submit: 'Registrieren',
    successTitle: 'Fast geschafft!',
    successText:
      'Ihre Registrierung ist eingegangen. Wir haben Ihnen eine E-Mail mit einem Bestätigungslink geschickt.',
    successHint:
      'Bitte klicken Sie auf den Link in der E-Mail, um Ihr Benutzerkonto zu bestätigen. Danach können Sie sich anmelden. Sehen Sie bitte auch im Spam-Ordner nach, falls die E-Mail nicht ankommt.',
    toDashboard: 'Zur Startseite',
    states: stateNamesDe,
  },
  verify: {
    title: 'Registrierung bestätigen',
    verifying: 'Ihre E-Mail-Adresse wird bestätigt …',
    success: 'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt und Ihr Benutzerkonto ist aktiv.',
    benefits: 'Was Ihnen Ihr Benutzerkonto bringt, lesen Sie hier:',
    benefitsLink: 'Vorteile einer Registrierung',
    toLogin: 'Zum Einloggen',
    failed:
      'Dieser Bestätigungslink ist nicht mehr gültig: er wurde bereits verwendet oder ist abgelaufen. Wurde Ihr Benutzerkonto schon bestätigt, können Sie sich einfach einloggen.',
  },
  reset: {
    title: 'Passwort vergessen',
    intro:
      'Geben Sie die E-Mail-Adresse Ihres Benutzerkontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
    submit: 'Link anfordern',
    info: 'Falls zu dieser Adresse ein Benutzerkonto besteht, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen des Passworts geschickt.',
    confirmTitle: 'Neues Passwort festlegen',
    confirmSubmit: 'Passwort speichern',
    success: 'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  },
  profile: {
    title: 'Mein Profil',
    titleOther: 'Profil von {{username}}',
    loadFailed: 'Das Profil konnte nicht geladen werden.',
    steps: {
      user: 'Benutzerinformationen',
      contact: 'Kontaktdaten',
      shooter: 'Schützendaten',
      deputies: 'Stellvertretungen',
      notifications: 'Benachrichtigungen',
      reservations: 'Reservierungen',
    },
    usernameReadOnly: 'Der Benutzername kann nicht geändert werden.',
    clubPending: 'Bestätigung durch den Verein ausständig',
    clubPendingHint:
      'Ihr Verein bestätigt Ihre Mitgliedschaft; bis dahin sehen Sie seine internen Bewerbe nicht.',
    passwordHint: 'Leer lassen, um das bisherige Passwort zu behalten',
    save: 'Speichern',
    saved: 'Ihr Profil wurde gespeichert.',
    invalid: 'Bitte prüfen Sie die rot markierten Bereiche.',
    viewTypes: 'Ansicht',
    competitionView: 'Bewerbsliste',
    shooterCompetitionView: 'Meine Bewerbe',
    list: 'Liste',
    cards: 'Karten',
    deputiesIntro:
      'Stellvertretungen dürfen Sie zu Bewerben anmelden. Hinzufügen und Entfernen wird sofort gespeichert.',
    noDeputies: 'Sie haben noch keine Stellvertretung eingetragen.',
    deputyMail: 'Stellvertreter erhalten Kopien meiner E-Mails',
    deputyMailHint: 'Kopien der E-Mails zu meinen Anmeldungen; wird mit „Speichern“ gespeichert.',
    deputyName: 'Benutzername der Stellvertretung',
    deputyNameHint: 'Den Benutzernamen erfahren Sie von der Person selbst.',
    addDeputy: 'Hinzufügen',
    removeDeputy: '{{name}} entfernen',
    deputises: 'Ich bin Stellvertretung für',
    noDeputises: 'Sie sind für niemanden als Stellvertretung eingetragen.',
    deputisesFailed: 'Die Liste konnte nicht geladen werden.',
    noNotifications: 'Für Ihr Benutzerkonto gibt es keine wählbaren Benachrichtigungen.',
    notificationDivisions: 'Divisionen für neue Bewerbe',
    notificationDivisionsHelp:
      'Sie erhalten eine E-Mail, wenn ein Bewerb in einer dieser Divisionen veröffentlicht wird.',
    premiumReminders: 'Erinnerungen (Bewerbsbeginn, Anmeldeschluss) sind eine Premium-Funktion.',
    premiumBadge: 'Premium',
    premiumLink: 'Premium-Mitglied werden',
    notificationGroups: {
      admin: 'Verwaltung',
      clubAdmin: 'Vereinsverwaltung',
      shooter: 'Meine Anmeldungen und Bewerbe',
    },
    notifications: {
      newShooterRegistrations: 'Neue Registrierungen von Schützinnen und Schützen',
      newRegistrationsToCompetitions: 'Neue Anmeldungen zu meinen Bewerben',
      registrationChangeRegistrationSuccess: 'Bestätigung meiner Anmeldung',
      registrationChangePaymentReceived: 'Zahlungseingang für meine Anmeldung',
      registrationChangeRegistrationCancelledByAdministrator: 'Stornierung meiner Anmeldung durch den Verein',
      registrationChangeRegistrationCancelledByShooter: 'Bestätigung meiner Abmeldung',
      registrationChangeRegistrationCancelledNoPayment:
        'Stornierung meiner Anmeldung wegen fehlender Zahlung',
      competitionStartReminder: 'Erinnerung vor Bewerbsbeginn',
      competitionPaymentReminder: 'Zahlungserinnerung für das Nenngeld',
      memberCancelNoPaymentReminder: 'Erinnerung, bevor unbezahlte Anmeldungen storniert werden',
      memberCancelNoPayment: 'Stornierung unbezahlter Anmeldungen',
      gettingStartingPlace: 'Startplatz von der Warteliste erhalten',
      newCompetitionCreated: 'Neuer Bewerb veröffentlicht',
      signupPhaseOfFavourizedCompetitionStarted: 'Anmeldestart eines favorisierten Bewerbs',
      signupPhaseEndsReminder: 'Erinnerung vor Anmeldeschluss',
      squadPlaceFree: 'Ein Platz in einem Squad ist frei geworden',
    },
  },
};
