import type { DbExecutor } from '@portal/service-kit';
import { isMailLogged, logMail, type MailKey, type MailScope } from '../db/mail-log';
import type { OutgoingMail } from './mail';

/** Hands a mail to the mail server. Throws MailRejectedError when the server refuses it for good. */
export interface Mailer {
  send(mail: OutgoingMail, key: MailKey): Promise<void>;
}

/** Remembers, outside the database transaction, that a mail was accepted by the mail server. */
export interface SentMarks {
  has(key: MailKey): Promise<boolean>;
  add(key: MailKey): Promise<void>;
}

/** The mail server's final no (unknown mailbox, refused content): trying again cannot help. */
export class MailRejectedError extends Error {}

export type DeliveryOutcome = 'sent' | 'already-sent' | 'rejected';

/**
 * Sends the mail an event asks for and logs it in the handler's transaction.
 *
 * Delivery is at least once, not exactly once: the mail server accepts the mail before the
 * transaction (inbox + log) commits, and SMTP cannot be rolled back. The common repeats are caught:
 * a redelivered event is stopped by the inbox and by the log (same event, type and recipient);
 * an attempt that sent the mail but failed afterwards (commit lost, process stopped before the
 * ack) left a sent mark in Redis, so its retry logs the mail without sending it again. Only a
 * crash between the server's "accepted" and the mark, or an "accepted" reply lost on the way
 * back, can still produce a second copy (with the same Message-ID, which mail clients collapse).
 *
 * Any other failure (server down, timeout, 4xx) is thrown: the transaction rolls back and the
 * consumer retries with back-off, finally dead-lettering the event.
 */
export async function deliverMail(
  tx: DbExecutor,
  deps: { mailer: Mailer; sentMarks: SentMarks },
  eventId: string,
  mail: OutgoingMail,
  scope: MailScope = {},
): Promise<DeliveryOutcome> {
  const key: MailKey = { eventId, type: mail.type, recipient: mail.to };
  if (await isMailLogged(tx, key)) return 'already-sent';
  let outcome: DeliveryOutcome = 'already-sent';
  if (!(await deps.sentMarks.has(key))) {
    try {
      await deps.mailer.send(mail, key);
      outcome = 'sent';
    } catch (error) {
      if (!(error instanceof MailRejectedError)) throw error;
      await logMail(tx, { ...key, ...scope, subject: mail.subject, status: 'failed', error: error.message });
      return 'rejected';
    }
    await deps.sentMarks.add(key);
  }
  await logMail(tx, { ...key, ...scope, subject: mail.subject, status: 'sent' });
  return outcome;
}
