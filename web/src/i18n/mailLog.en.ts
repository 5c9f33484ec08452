import type { mailLogDe } from './mailLog.de';

/** Texts of the mail log page and the club form's test mail (issue 13). */
export const mailLogEn: typeof mailLogDe = {
  mailLog: {
    open: 'Mail log',
    titleCompetition: 'Mail log of competition {{id}}',
    titleUser: 'Mail log of user {{id}}',
    empty: 'No mails yet.',
    status: { sent: 'sent', failed: 'failed' },
    fields: {
      sentAt: 'Time',
      type: 'Kind',
      recipient: 'Recipient',
      subject: 'Subject',
      status: 'Status',
    },
    testMail: {
      title: 'Test mail',
      help: 'Sends a sample mail of the chosen kind with the club’s saved text blocks to your own address.',
      kind: 'Kind of mail',
      send: 'Send test mail',
      sent: 'The test mail was sent to {{to}}.',
    },
  },
};
