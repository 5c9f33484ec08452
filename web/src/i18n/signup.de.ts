/**
 * German texts of the sign-up dialog and the finish dialog (docs/web-app.md);
 * merged into the translation namespace by signup/signUpTexts.ts. signup.en.ts has the same keys.
 */
export const signUpDe = {
  signUp: {
    button: {
      signUp: 'Anmelden',
      allRequiresCode: 'Anmeldung nur mit Reservierungscode',
      competitionFull: 'Bewerb ausgebucht',
      competitionRegistrationEnded: 'Anmeldung beendet',
      noPermitionToSignUp: 'Keine Berechtigung zur Anmeldung',
    },
    dialog: {
      title: 'Anmeldung: {{name}}',
      close: 'Schließen',
      back: 'Zurück',
      next: 'Weiter',
      stepOf: 'Schritt {{step}} von {{count}}',
      working: 'Bitte warten …',
    },
    steps: {
      competition: 'Bewerb',
      user: 'Teilnehmer',
      squad: 'Squad',
      code: 'Code',
      stand: 'Stand',
      data: 'Daten',
    },
    competition: {
      title: 'Anmeldung: Bewerb wählen',
      label: 'Bewerb',
      help: 'Wählen Sie den Bewerb, für den Sie anmelden.',
      noOptions: 'Keine passenden Bewerbe',
      loadFailed: 'Der Bewerb konnte nicht geladen werden.',
    },
    user: {
      label: 'Benutzer, der angemeldet wird',
      help: 'Wählen Sie die Person, die Sie anmelden.',
      noOptions: 'Keine passenden Benutzer',
      loadFailed: 'Die Benutzerliste konnte nicht geladen werden.',
    },
    premiumLink: 'Premium-Mitglied werden',
    premiumPrefill:
      'Premium-Mitglieder finden Division, Klasse und Faktor aus ihrem Profil hier vorausgefüllt.',
    squad: {
      legend: 'Squad wählen',
      places: '{{free}} / {{total}} frei',
      waitingList: 'Warteliste: {{free}} / {{total}} frei',
      waitingListOnly: 'nur Warteliste',
      full: 'ausgebucht',
      requiresCode: 'Code erforderlich',
      multipleWaitingList: 'Warteliste für mehrere Squads',
      multipleWaitingListHelp: 'Wählen Sie alle Squads, auf deren Warteliste Sie stehen möchten.',
      pickSeveral: 'Squads für die Warteliste',
      none: 'Für diesen Bewerb ist kein Squad frei.',
      premiumOnly: 'Warteliste nur für Premium-Mitglieder',
      premiumNote:
        'Wartelisten sind eine Premium-Funktion. Als Premium-Mitglied können Sie sich auf die Warteliste eines ausgebuchten Squads setzen lassen.',
    },
    code: {
      label: 'Reservierungscode',
      help: 'Für diese Anmeldung ist ein Reservierungscode erforderlich.',
      validate: 'Code prüfen',
    },
    opening: {
      opensAt: 'Anmeldung ab {{when}}',
      closedAt: 'Anmeldung geschlossen seit {{when}}',
    },
    leave: {
      title: 'Anmeldung abbrechen?',
      text: 'Ihr reservierter Platz wird sofort freigegeben und Ihre Eingaben gehen verloren.',
      stay: 'Weiter anmelden',
      leave: 'Abbrechen und Platz freigeben',
    },
    countdown: {
      label: 'Ihr Platz ist noch {{time}} Minuten reserviert',
      expired: 'Die Reservierungszeit ist abgelaufen.',
    },
    stand: {
      legend: 'Stand wählen',
      none: 'Kein Stand ist mehr frei.',
      waitingList: 'Auf der Warteliste wird kein Stand vergeben.',
    },
    data: {
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      division: 'Division',
      competitionClass: 'Klasse',
      factor: 'Faktor',
      country: 'Land',
      state: 'Bundesland',
      agbs: 'Ich akzeptiere die Teilnahmebedingungen und die Datenschutzerklärung.',
      conditionsLink: 'Bedingungen lesen',
      locked: 'Die persönlichen Daten kommen aus dem Profil der vertretenen Person.',
      waitingListNote: 'Sie werden auf die Warteliste gesetzt.',
      submit: 'Verbindlich anmelden',
    },
    finish: {
      title: 'Anmeldung abgeschlossen',
      text: 'Ihre Anmeldung für {{name}} liegt im Warenkorb. Schließen Sie die Bestellung im Warenkorb ab.',
      waitingList: 'Sie stehen auf der Warteliste für {{name}}.',
      again: 'Erneut anmelden',
      toCart: 'Zum Warenkorb',
      close: 'Schließen',
    },
  },
};
