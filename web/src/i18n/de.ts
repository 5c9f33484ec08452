import { accountDe } from './account.de';

/**
 * German texts of the shell (default language). en.ts must have exactly the same keys. Texts of
 * lazily loaded pages live in their own files and are registered when their chunk loads
 * (legal.de.ts, admin.de.ts, account-pages.de.ts, clubs.de.ts, …).
 */
export const de = {
  ...accountDe,
  app: {
    title: 'Schießsport-Portal',
    loading: 'Wird geladen …',
    opensInNewTab: '(öffnet in neuem Tab)',
    downloading: 'Download läuft',
    downloadProgress: '{{percent}} %',
  },
  header: {
    openMenu: 'Menü öffnen',
    cart: 'Warenkorb',
    cartEmpty: 'Ihr Warenkorb ist leer',
    account: 'Benutzerkonto',
    logout: 'Ausloggen',
    changeLanguage: 'Sprache wechseln',
  },
  language: {
    de: 'Deutsch',
    en: 'English',
  },
  menu: {
    label: 'Hauptmenü',
    sections: {
      main: 'Allgemein',
      guestRegister: 'Registrierung',
      myData: 'Meine Daten',
      clubData: 'Vereinsdaten',
      management: 'Verwaltung',
      info: 'Informationen',
    },
    dashboard: 'Start',
    competitionList: 'Bevorstehende Bewerbe',
    results: 'Archiv',
    clubList: 'Vereine',
    information: 'Information',
    about: 'Über uns',
    costs: 'Kosten',
    whyRegister: 'Warum registrieren?',
    advertisingInfo: 'Werbung',
    changelog: 'Änderungsprotokoll',
    register: 'Registrieren',
    myCompetitions: 'Meine Bewerbe',
    myProfile: 'Mein Profil',
    premium: 'Premium-Mitgliedschaft',
    users: 'Benutzer',
    userRoles: 'Benutzerrollen',
    clients: 'Mandanten',
    factors: 'Faktoren',
    levels: 'Level',
    competitionClasses: 'Klassen',
    divisions: 'Divisionen',
    competitionTypes: 'Bewerbstypen',
    uploadTypes: 'Upload-Typen',
    clubs: 'Vereine',
    maintenanceWindows: 'Wartungsfenster',
    advertisings: 'Werbung',
    clubProfile: 'Vereinsprofil',
    clubCompetitions: 'Bewerbe',
    clubEvents: 'Veranstaltungen',
    reservationCodes: 'Reservierungscodes',
    reservations: 'Reservierungen',
    exports: 'Exporte',
    registrations: 'Anmeldungen',
    orders: 'Bestellungen',
    configuration: 'Administration',
    bills: 'Rechnungen',
  },
  bars: {
    unsupportedBrowser:
      'Ihr Browser wird nicht unterstützt. Bitte verwenden Sie einen aktuellen Browser (mindestens Chrome 49, Firefox 52 oder Safari 10). Der Internet Explorer wird nicht unterstützt.',
    paymentMissing:
      'Ihre Premium-Mitgliedschaft ist nicht aktiv. Mehrfachanmeldungen, Wartelisten, Erinnerungen und gespeicherte Ansichten stehen erst nach Bezahlung des Jahresbeitrags zur Verfügung.',
    paymentBuy: 'Premium kaufen',
    paymentMore: 'Mehr über Premium erfahren',
    maintenanceCurrent: 'Wartungsarbeiten laufen derzeit (bis {{to}}):',
    maintenanceUpcoming: 'Geplante Wartungsarbeiten von {{from}} bis {{to}}:',
  },
  footer: {
    phone: 'Telefon',
    email: 'E-Mail',
    country: 'Österreich',
    copyright: '© {{year}} {{company}}. Alle Rechte vorbehalten.',
    impressum: 'Impressum',
    privacy: 'Datenschutz',
    conditions: 'Teilnahmebedingungen',
    legalLinks: 'Rechtliches',
  },
  notifications: {
    close: 'Schließen',
    errorTitle: 'Es ist ein Fehler aufgetreten',
  },
  redirect: {
    external: 'Sie werden zur Informationsseite weitergeleitet …',
    externalLink: 'Falls die Weiterleitung nicht funktioniert, klicken Sie hier.',
  },
  dashboard: {
    guestTitle: 'Willkommen beim Schießsport-Portal',
    guestIntro:
      'Hier finden Sie die Bewerbe der Schützenvereine aus Österreich und Deutschland an einem Ort: Ausschreibungen lesen, einen freien Platz im gewünschten Squad sichern und das Nenngeld bequem bezahlen.',
    featureCompetitionsTitle: 'Bewerbe finden',
    featureCompetitionsText:
      'Alle kommenden Bewerbe mit Datum, Ort, Verein, Disziplin und freien Plätzen, dazu ein Archiv mit den Ergebnislisten vergangener Bewerbe.',
    featureSignUpTitle: 'Einfach anmelden',
    featureSignUpText:
      'Squad wählen, Division, Klasse und Faktor angeben und die Anmeldung abschicken. Ihr Platz wird während der Anmeldung für Sie reserviert.',
    featurePaymentTitle: 'Sicher bezahlen',
    featurePaymentText:
      'Bezahlen Sie das Nenngeld vor Ort, per Überweisung an den Verein oder online mit Karte, je nachdem, was der Verein anbietet.',
    featureClubsTitle: 'Für Vereine',
    featureClubsText:
      'Vereine veröffentlichen ihre Bewerbe und Veranstaltungen, verwalten Squads, Stände und Wartelisten und behalten die Zahlungen im Blick.',
    guestBenefits:
      'Mit einem kostenlosen Benutzerkonto sehen Sie Ihre Anmeldungen auf einen Blick und merken sich Favoriten. Mit der Premium-Mitgliedschaft kommen Mehrfachanmeldungen, Wartelisten und Erinnerungen dazu.',
    benefitsLink: 'Vorteile einer Registrierung',
    welcomeTitle: 'Willkommen, {{name}}!',
    welcomeText: 'Schön, dass Sie wieder da sind. Sie sind als {{username}} angemeldet.',
  },
};
