import type { Language } from '../../session/types';

/** One line in both languages, so neither can be forgotten. */
export type LocalizedText = Record<Language, string>;

export interface ChangelogEntry {
  version: string;
  /** ISO date of the release. */
  date: string;
  features: LocalizedText[];
  fixes: LocalizedText[];
}

/** Newest first. */
export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '1.0.3',
    date: '2022-11-14',
    features: [
      {
        de: 'Die Startzeiten der Squads werden in der Anmeldung neben dem Squadnamen angezeigt.',
        en: 'Squad start times are shown next to the squad name when signing up.',
      },
    ],
    fixes: [
      {
        de: 'Der Countdown der Platzreservierung lief nach einem Wechsel des Browser-Tabs zu schnell ab.',
        en: 'The place reservation countdown ran too fast after switching browser tabs.',
      },
      {
        de: 'Stornierte Anmeldungen wurden in „Meine Bewerbe“ noch als unbezahlt markiert.',
        en: 'Cancelled registrations were still marked unpaid in "My competitions".',
      },
    ],
  },
  {
    version: '1.0.2',
    date: '2022-09-26',
    features: [
      {
        de: 'Vereinsadministratoren können die Teilnehmerliste eines bezahlten Bewerbs als Excel-Datei herunterladen.',
        en: 'Club admins can download the participant list of a paid competition as an Excel file.',
      },
    ],
    fixes: [
      {
        de: 'Umlaute in Vereinsnamen wurden im PractiScore-Export falsch kodiert.',
        en: 'Umlauts in club names were encoded wrongly in the PractiScore export.',
      },
      {
        de: 'Der Filter „Bundesland“ der Bewerbsliste blieb nach dem Zurücksetzen aktiv.',
        en: 'The province filter of the competition list stayed active after clearing the filters.',
      },
    ],
  },
  {
    version: '1.0.1',
    date: '2022-07-11',
    features: [
      {
        de: 'Erinnerungs-E-Mail, wenn die Anmeldephase eines favorisierten Bewerbs bald endet.',
        en: 'Reminder e-mail when the registration period of a favourite competition is about to end.',
      },
    ],
    fixes: [
      {
        de: 'Der Zahlungs-QR-Code für Überweisungen fehlte bei Anmeldungen über Vertretungen.',
        en: 'The payment QR code for bank transfers was missing for registrations made by deputies.',
      },
    ],
  },
  {
    version: '1.0.0',
    date: '2022-05-02',
    features: [
      {
        de: 'Premium-Mitgliedschaft mit Mehrfachanmeldungen, Wartelisten und gespeicherter Listen- oder Kartenansicht.',
        en: 'Premium membership with multiple registrations, waiting lists and a saved list or card view.',
      },
      {
        de: 'Online-Bezahlung mit Karte über einen Zahlungsdienstleister.',
        en: 'Online card payment through a payment provider.',
      },
      {
        de: 'Das Portal ist vollständig auf Englisch verfügbar.',
        en: 'The portal is fully available in English.',
      },
    ],
    fixes: [
      {
        de: 'Lange Bewerbsnamen brachen auf Mobiltelefonen das Layout der Karten.',
        en: 'Long competition names broke the card layout on mobile phones.',
      },
    ],
  },
  {
    version: '0.9.0',
    date: '2022-02-21',
    features: [
      {
        de: 'Wartelisten über mehrere Squads: eine Anmeldung wartet auf den ersten freien Platz in einem der gewählten Squads.',
        en: 'Waiting lists across several squads: one registration waits for the first free place in any chosen squad.',
      },
      {
        de: 'Automatisches Nachrücken von der Warteliste, sobald ein Startplatz frei wird.',
        en: 'Automatic promotion from the waiting list as soon as a starting place becomes free.',
      },
    ],
    fixes: [
      {
        de: 'Die freien Plätze eines Bewerbs zählten Wartelistenplätze mit.',
        en: 'The free places of a competition included waiting-list places.',
      },
    ],
  },
  {
    version: '0.8.0',
    date: '2021-11-08',
    features: [
      {
        de: 'Reservierungscodes für nationale Bewerbe und für Squads mit Code-Pflicht.',
        en: 'Reservation codes for national competitions and for squads that require a code.',
      },
      {
        de: 'Reservierungen durch Administratoren für namentlich genannte Schützinnen und Schützen.',
        en: 'Reservations by administrators for named shooters.',
      },
    ],
    fixes: [
      {
        de: 'Ein bereits verwendeter Code konnte bei gleichzeitiger Anmeldung ein zweites Mal eingelöst werden.',
        en: 'A code already used could be redeemed a second time by simultaneous sign-ups.',
      },
    ],
  },
  {
    version: '0.7.0',
    date: '2021-08-30',
    features: [
      {
        de: 'Stände pro Squad: bei der Anmeldung wird ein freier Stand gewählt.',
        en: 'Stands per squad: a free stand is chosen when signing up.',
      },
      {
        de: 'PractiScore-Export mit und ohne Stände.',
        en: 'PractiScore export with and without stands.',
      },
    ],
    fixes: [
      {
        de: 'Beim Kopieren eines Bewerbs wurden die Startdaten der Squads nicht verschoben.',
        en: 'Copying a competition did not shift the start dates of its squads.',
      },
    ],
  },
  {
    version: '0.6.0',
    date: '2021-06-14',
    features: [
      {
        de: 'Veranstaltungen wie Trainings, Sicherheitsüberprüfungen und Range-Officer-Kurse.',
        en: 'Events such as trainings, safety approvals and range officer courses.',
      },
      {
        de: 'Werbeeinschaltungen zwischen den Bewerben, mit Zählung der Klicks.',
        en: 'Advertisements between competitions, with click counting.',
      },
    ],
    fixes: [
      {
        de: 'Das Anmeldeende wurde in der Bewerbsliste eine Stunde zu früh angezeigt.',
        en: 'The registration end was shown one hour too early in the competition list.',
      },
    ],
  },
  {
    version: '0.5.0',
    date: '2021-03-29',
    features: [
      {
        de: 'Vertretungen: eine Person kann für andere Schützinnen und Schützen Anmeldungen vornehmen.',
        en: 'Deputies: one person can make registrations for other shooters.',
      },
      {
        de: 'Auswahl, über welche Ereignisse man per E-Mail benachrichtigt wird.',
        en: 'Choice of which events trigger an e-mail notification.',
      },
    ],
    fixes: [
      {
        de: 'Das Profil ließ sich auf kleinen Bildschirmen nicht bis zum letzten Schritt durchblättern.',
        en: 'The profile could not be paged through to its last step on small screens.',
      },
    ],
  },
  {
    version: '0.4.0',
    date: '2020-12-07',
    features: [
      {
        de: 'Warenkorb und Kasse mit Bezahlung vor Ort oder per Überweisung an den Verein.',
        en: 'Cart and checkout with payment on site or by bank transfer to the club.',
      },
      {
        de: 'Vereinsadministratoren markieren Anmeldungen als bezahlt oder storniert.',
        en: 'Club admins mark registrations as paid or cancelled.',
      },
    ],
    fixes: [
      {
        de: 'Der Warenkorb zeigte nach dem Ausloggen noch die Anmeldungen der vorherigen Sitzung.',
        en: 'The cart still showed the registrations of the previous session after logging out.',
      },
    ],
  },
  {
    version: '0.3.0',
    date: '2020-09-21',
    features: [
      {
        de: 'Archiv vergangener Bewerbe mit Filtern nach Jahr, Monat, Land, Verein und Bewerbstyp.',
        en: 'Archive of past competitions with filters by year, month, country, club and competition type.',
      },
      {
        de: 'Öffentliche Vereinsseiten mit Adresse, Kontakt und kommenden Bewerben.',
        en: 'Public club pages with address, contact and upcoming competitions.',
      },
    ],
    fixes: [
      {
        de: 'Abgesagte Bewerbe waren in der Liste nicht gekennzeichnet.',
        en: 'Cancelled competitions were not flagged in the list.',
      },
    ],
  },
  {
    version: '0.2.0',
    date: '2020-06-15',
    features: [
      {
        de: 'Registrierung mit Bestätigungs-E-Mail und Zurücksetzen des Passworts.',
        en: 'Registration with confirmation e-mail and password reset.',
      },
      {
        de: 'Favoriten: Bewerbe merken und in „Meine Bewerbe“ wiederfinden.',
        en: 'Favourites: keep competitions and find them again in "My competitions".',
      },
    ],
    fixes: [
      {
        de: 'Die Sprache wurde nach dem Neuladen der Seite auf Deutsch zurückgesetzt.',
        en: 'The language was reset to German after reloading the page.',
      },
    ],
  },
  {
    version: '0.1.5',
    date: '2020-04-06',
    features: [
      {
        de: 'Kartenansicht der Bewerbe mit Bild, Infochips und Link zur Karte.',
        en: 'Card view of competitions with image, info chips and map link.',
      },
    ],
    fixes: [
      {
        de: 'Datumsangaben wurden im amerikanischen Format statt als TT.MM.JJJJ angezeigt.',
        en: 'Dates were shown in US format instead of DD.MM.YYYY.',
      },
    ],
  },
  {
    version: '0.1.4',
    date: '2020-03-16',
    features: [
      {
        de: 'Erste öffentliche Version: Bewerbsliste, Bewerbsdetails und Anmeldung zu Squads.',
        en: 'First public version: competition list, competition details and squad sign-up.',
      },
    ],
    fixes: [
      {
        de: 'Die Anzahl der freien Plätze wurde nach einer Anmeldung erst nach dem Neuladen aktualisiert.',
        en: 'The number of free places only updated after a reload following a registration.',
      },
    ],
  },
];
