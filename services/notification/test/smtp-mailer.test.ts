import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailRejectedError } from '../src/domain/mail-delivery';
import { createSmtpMailer } from '../src/smtp-mailer';

/** An SMTP server that refuses some recipients for good (5xx) and some for now (4xx). */
describe('SMTP mailer', () => {
  let server: SMTPServer;
  let url: string;
  const key = { eventId: '7d3f0c59-8f8e-4a53-9a8e-6d2d4a1c2b11', type: 'password-reset', recipient: '' };
  const mail = (to: string) => ({
    type: 'password-reset' as const,
    to,
    subject: 's',
    text: 't',
    html: '<p>h</p>',
  });

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('gone@'))
          return callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
        if (address.address.startsWith('busy@'))
          return callback(Object.assign(new Error('try later'), { responseCode: 451 }));
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('when the server accepts then send resolves', async () => {
    await createSmtpMailer(url, 'Portal <noreply@example.at>').send(mail('ok@example.at'), key);
  });

  it('when the server refuses the recipient for good then send throws MailRejectedError', async () => {
    const sending = createSmtpMailer(url, 'noreply@example.at').send(mail('gone@example.at'), key);
    await expect(sending).rejects.toBeInstanceOf(MailRejectedError);
  });

  it('when the server refuses for now or cannot be reached then send throws a retryable error', async () => {
    const busy = createSmtpMailer(url, 'noreply@example.at').send(mail('busy@example.at'), key);
    await expect(busy).rejects.not.toBeInstanceOf(MailRejectedError);
    const down = createSmtpMailer('smtp://127.0.0.1:1', 'noreply@example.at').send(
      mail('ok@example.at'),
      key,
    );
    await expect(down).rejects.not.toBeInstanceOf(MailRejectedError);
  });
});
