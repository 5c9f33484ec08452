import { createHash } from 'node:crypto';
import { inSpan, SpanKind } from '@portal/service-kit';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailKey } from './db/mail-log';
import { MailRejectedError, type Mailer } from './domain/mail-delivery';

/**
 * Mailer over SMTP (nodemailer). Timeouts are short because the consumer's database transaction
 * stays open while a mail is handed over.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const options: SMTPTransport.Options = {
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  const transport = nodemailer.createTransport(options);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const server = URL.canParse(smtpUrl) ? new URL(smtpUrl).hostname : '';
  return {
    async send(mail, key) {
      try {
        // the hand-over to the SMTP server as a span of its own in the event's trace (docs/tracing.md)
        await inSpan(
          'smtp send',
          {
            kind: SpanKind.CLIENT,
            attributes: { 'mail.kind': key.type, 'server.address': server },
          },
          () =>
            transport.sendMail({
              from,
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              html: mail.html,
              ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
              // the same on every attempt, so a copy that slipped through can be recognised
              messageId: `<${messageIdOf(key)}@${domain}>`,
              headers: { 'Auto-Submitted': 'auto-generated' },
            }),
        );
      } catch (error) {
        throw isFinalRejection(error) ? new MailRejectedError(String((error as Error).message)) : error;
      }
    },
  };
}

const messageIdOf = (key: MailKey) =>
  `${key.eventId}.${key.type}.${createHash('sha256').update(key.recipient).digest('hex').slice(0, 12)}`;

/** A 5xx answer to the envelope or the message is final; connection trouble and 4xx are not. */
function isFinalRejection(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && (responseCode ?? 0) >= 500;
}
