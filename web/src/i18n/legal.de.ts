/**
 * German texts of the legal pages and the changelog (Impressum, Datenschutz,
 * Teilnahmebedingungen, Änderungsprotokoll); pages/legalTexts.ts registers them when one of those
 * lazy page chunks loads, so the shell does not carry them. legal.en.ts must have the same keys.
 */
export const legalDe = {
  impressum: {
    title: 'Impressum',
    disclosure: 'Informationen und Offenlegung gemäß § 5 ECG, § 14 UGB und § 25 Mediengesetz',
    owner: 'Medieninhaber und Betreiber',
    managingDirector: 'Geschäftsführung',
    companyRegisterNumber: 'Firmenbuchnummer',
    companyRegisterCourt: 'Firmenbuchgericht',
    vatId: 'UID-Nummer',
    contact: 'Kontakt',
    purposeTitle: 'Unternehmensgegenstand',
    purposeText:
      'Betrieb einer Online-Plattform, auf der Vereine Schießsportbewerbe und Veranstaltungen ausschreiben und Schützinnen und Schützen sich dafür anmelden.',
    lineTitle: 'Grundlegende Richtung',
    lineText:
      'Information über Schießsportbewerbe in Österreich und Abwicklung der Anmeldungen. Für die Ausschreibungen und die Durchführung der Bewerbe ist der jeweils veranstaltende Verein verantwortlich.',
    liabilityTitle: 'Haftung für Inhalte und Links',
    liabilityText:
      'Wir erstellen die Inhalte dieser Seiten mit großer Sorgfalt, übernehmen für Angaben der Vereine aber keine Gewähr. Für die Inhalte verlinkter externer Seiten sind ausschließlich deren Betreiber verantwortlich.',
    disputeTitle: 'Online-Streitbeilegung',
    disputeText:
      'Verbraucherinnen und Verbraucher können Beschwerden an die Online-Streitbeilegungsplattform der EU richten. Wir sind zur Teilnahme an einem Streitbeilegungsverfahren nicht verpflichtet und nicht bereit.',
  },
  privacy: {
    title: 'Datenschutzerklärung',
    intro:
      'Der Schutz Ihrer persönlichen Daten ist uns wichtig. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der Datenschutz-Grundverordnung (DSGVO) und des österreichischen Datenschutzgesetzes (DSG).',
    controller: {
      title: 'Verantwortlicher',
      text: 'Verantwortlich für die Datenverarbeitung auf diesem Portal ist:',
    },
    data: {
      title: 'Welche Daten wir verarbeiten',
      text: 'Benutzerkonto: Benutzername, Name, Anschrift, E-Mail-Adresse, Telefonnummer, Sprache sowie freiwillige Schützendaten (Verein, Division, Klasse, Faktor, Alias, IPSC- und SASS-Nummer). Anmeldungen: Bewerb, Squad, Stand, Zahlungs- und Stornostatus.',
    },
    purposes: {
      title: 'Zwecke und Rechtsgrundlagen',
      text: 'Wir verarbeiten diese Daten, um Ihr Benutzerkonto zu führen und Ihre Anmeldungen abzuwickeln (Vertragserfüllung, Art. 6 Abs. 1 lit. b DSGVO), um gesetzliche Aufbewahrungspflichten zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO) und – nur mit Ihrer Einwilligung – um Sie über neue Bewerbe zu informieren (Art. 6 Abs. 1 lit. a DSGVO).',
    },
    recipients: {
      title: 'Empfänger',
      text: 'Der Verein, der einen Bewerb veranstaltet, erhält die Daten Ihrer Anmeldung zu diesem Bewerb. Bei Kartenzahlung übermitteln wir die für die Zahlung nötigen Daten an den Zahlungsdienstleister. Eine Weitergabe zu Werbezwecken findet nicht statt.',
    },
    contactMail: {
      title: 'Kontakt per E-Mail',
      text: 'Wenn Sie uns per E-Mail oder über ein Kontaktformular schreiben, speichern wir Ihre Angaben zur Bearbeitung der Anfrage und für Anschlussfragen. Diese Daten bewahren wir sechs Monate auf und löschen sie danach.',
    },
    browserStorage: {
      title: 'Speicherung im Browser',
      text: 'Das Portal legt im lokalen Speicher Ihres Browsers nur ab, was es für den Betrieb braucht: die gewählte Sprache, Ihre Anmeldesitzung (Token und Benutzerdaten) sowie den Inhalt Ihres Warenkorbs. Beim Ausloggen werden Sitzung und Warenkorb gelöscht. Tracking- oder Werbe-Cookies verwenden wir nicht.',
    },
    retention: {
      title: 'Speicherdauer',
      text: 'Kontodaten speichern wir, solange Ihr Benutzerkonto besteht. Anmeldungen und Zahlungsbelege bewahren wir so lange auf, wie es die gesetzlichen Aufbewahrungsfristen (in der Regel sieben Jahre) verlangen.',
    },
    rights: {
      title: 'Ihre Rechte',
      text: 'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine erteilte Einwilligung jederzeit zu widerrufen. Schreiben Sie uns dazu an {{email}}.',
    },
    complaint: {
      title: 'Beschwerderecht',
      text: 'Wenn Sie glauben, dass die Verarbeitung Ihrer Daten gegen das Datenschutzrecht verstößt, können Sie sich bei der Österreichischen Datenschutzbehörde (www.dsb.gv.at) beschweren.',
    },
  },
  conditions: {
    title: 'Teilnahmebedingungen',
    intro:
      'Diese Bedingungen gelten für die Nutzung des Schießsport-Portals und für alle Anmeldungen zu Bewerben und Veranstaltungen, die über das Portal erfolgen.',
    scope: {
      title: '1. Geltungsbereich',
      text: 'Das Portal vermittelt Anmeldungen zu Bewerben und Veranstaltungen, die von Vereinen ausgeschrieben und durchgeführt werden. Veranstalter ist jeweils der in der Ausschreibung genannte Verein; dessen Ausschreibung und Standordnung gelten ergänzend.',
    },
    account: {
      title: '2. Benutzerkonto',
      text: 'Für ein Benutzerkonto sind wahrheitsgemäße Angaben nötig. Die Zugangsdaten sind geheim zu halten. Wir dürfen Konten sperren, die missbräuchlich verwendet werden.',
    },
    signUp: {
      title: '3. Anmeldung zu Bewerben',
      text: 'Eine Anmeldung ist verbindlich, sobald sie abgeschickt und bestätigt wurde. Während der Anmeldung wird ein Platz im gewählten Squad für kurze Zeit reserviert; läuft die Zeit ab, wird der Platz wieder frei. Ist ein Squad voll, ist eine Anmeldung auf die Warteliste möglich, sofern der Verein eine anbietet. Ohne Benutzerkonto ist jeweils nur eine Anmeldung gleichzeitig möglich.',
    },
    payment: {
      title: '4. Nenngeld und Bezahlung',
      text: 'Das Nenngeld legt der veranstaltende Verein fest. Es ist je nach Angebot des Vereins vor Ort, per Überweisung an den Verein oder online mit Karte zu bezahlen. Für Plätze auf der Warteliste ist erst zu zahlen, wenn ein Startplatz frei wird.',
    },
    premium: {
      title: '5. Premium-Mitgliedschaft',
      text: 'Die Premium-Mitgliedschaft kostet 20 Euro pro Jahr inklusive Umsatzsteuer und gilt ein Jahr ab Zahlung. Wurde eine automatische Verlängerung gewählt, verlängert sie sich um jeweils ein Jahr, wenn sie nicht spätestens zwei Wochen vor Ablauf gekündigt wird.',
    },
    cancellation: {
      title: '6. Abmeldung und Absage',
      text: 'Eine Abmeldung ist bis zum Ende der Anmeldefrist im Portal möglich. Ob und in welcher Höhe bereits bezahltes Nenngeld erstattet wird, regelt die Ausschreibung des Vereins. Sagt der Verein einen Bewerb ab, informieren wir alle angemeldeten Personen.',
    },
    conduct: {
      title: '7. Sicherheit und Verhalten',
      text: 'Teilnehmende müssen die waffenrechtlichen Voraussetzungen erfüllen und die Standordnung sowie die Anweisungen der Range Officer befolgen. Der Verein kann Personen, die Sicherheitsregeln verletzen, vom Bewerb ausschließen.',
    },
    liability: {
      title: '8. Haftung',
      text: 'Für die Durchführung der Bewerbe haftet der veranstaltende Verein. Wir haften nur für Vorsatz und grobe Fahrlässigkeit; die Haftung für Personenschäden bleibt davon unberührt. Wir bemühen uns um eine ständige Erreichbarkeit des Portals, können diese aber nicht garantieren.',
    },
    final: {
      title: '9. Schlussbestimmungen',
      text: 'Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen. Gerichtsstand ist Wien, soweit dem keine zwingenden Verbraucherschutzbestimmungen entgegenstehen.',
    },
    withdrawal: {
      title: '10. Widerrufsbelehrung',
      text: 'Sie können einen Vertrag über die Premium-Mitgliedschaft binnen 14 Tagen ab Vertragsschluss ohne Angabe von Gründen widerrufen. Eine formlose Erklärung an die im Impressum genannte Adresse genügt. Im Fall eines Widerrufs erstatten wir alle Zahlungen binnen 14 Tagen über dasselbe Zahlungsmittel. Haben Sie verlangt, dass die Mitgliedschaft schon während der Widerrufsfrist beginnt, zahlen Sie für die bis zum Widerruf genutzte Zeit einen anteiligen Betrag.',
    },
  },
  changelog: {
    title: 'Änderungsprotokoll',
    intro: 'Was sich in den einzelnen Versionen des Portals geändert hat.',
    version: 'Version {{version}}',
    released: 'veröffentlicht am {{date}}',
    features: 'Neue Funktionen',
    fixes: 'Fehlerbehebungen',
  },
};
