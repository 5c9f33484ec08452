/** Texts of the mail log page and the club form's test mail (issue 13). */
export const mailLogDe = {
  mailLog: {
    open: 'Mail-Protokoll',
    titleCompetition: 'Mail-Protokoll des Bewerbs {{id}}',
    titleUser: 'Mail-Protokoll des Benutzers {{id}}',
    empty: 'Noch keine E-Mails.',
    status: { sent: 'gesendet', failed: 'fehlgeschlagen' },
    fields: {
      sentAt: 'Zeitpunkt',
      type: 'Art',
      recipient: 'Empfänger',
      subject: 'Betreff',
      status: 'Status',
    },
    testMail: {
      title: 'Test-E-Mail',
      help: 'Sendet eine Beispiel-E-Mail der gewählten Art mit den gespeicherten Textblöcken des Vereins an Ihre eigene Adresse.',
      kind: 'Art der E-Mail',
      send: 'Test-E-Mail senden',
      sent: 'Die Test-E-Mail wurde an {{to}} gesendet.',
    },
  },
};
