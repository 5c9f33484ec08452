import { randomUUID } from 'node:crypto';
import {
  IDENTITY_EVENTS,
  type EventEnvelope,
  type PasswordResetRequestedPayload,
  type UserRegisteredPayload,
  type UserUpsertedPayload,
} from '@portal/contracts';
import { startService, type RunningService } from '@portal/service-kit';
import { consumerQueues, createTestInfra, waitFor, type TestInfra } from '@portal/service-kit/testing';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../scripts/mail-catcher';
import { freePort } from '../../../scripts/stack';
import { notificationService } from '../src/service';

const PUBLIC_BASE_URL = 'https://portal.example.at';
const MAX_ATTEMPTS = 6;

describe('notification sends account mail from identity events', () => {
  let infra: TestInfra;
  let service: RunningService;
  let catcher: MailCatcher;
  let smtpPort: number;
  let connection: ChannelModel;
  let channel: ConfirmChannel;
  let queue: string;

  beforeAll(async () => {
    infra = await createTestInfra('notif');
    queue = `${infra.queuePrefix}.notification`;
    smtpPort = await freePort();
    catcher = await startMailCatcher({ smtpPort, httpPort: 0 });
    service = await startService(notificationService, {
      ...infra.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_BASE_URL,
      CONSUMER_RETRY_BASE_MS: '300',
      CONSUMER_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    });
    connection = await amqp.connect(infra.env.AMQP_URL);
    channel = await connection.createConfirmChannel();
  });
  afterAll(async () => {
    await connection?.close();
    await service?.stop();
    await catcher?.stop();
    await infra.cleanup(consumerQueues(queue, MAX_ATTEMPTS));
  });

  /** Publishes an envelope as identity's outbox relay would: routing key = type, confirmed. */
  async function publish<P>(envelope: EventEnvelope<P>) {
    channel.publish(infra.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      contentType: 'application/json',
      messageId: envelope.id,
    });
    await channel.waitForConfirms();
    return envelope;
  }

  const envelope = <P>(type: string, payload: P, version = 1): EventEnvelope<P> => ({
    id: randomUUID(),
    type,
    version,
    occurredAt: new Date().toISOString(),
    producer: 'identity',
    correlationId: null,
    payload,
  });

  const registered = (over: Partial<UserRegisteredPayload>): UserRegisteredPayload => ({
    userId: 1,
    username: 'user',
    email: 'user@example.at',
    firstName: 'Anna',
    lastName: 'Huber',
    salutation: null,
    locale: 'de',
    verificationToken: randomUUID().replace(/-/g, ''),
    ...over,
  });

  const resetRequested = (over: Partial<PasswordResetRequestedPayload>): PasswordResetRequestedPayload => ({
    userId: 1,
    email: 'user@example.at',
    firstName: 'Anna',
    lastName: 'Huber',
    locale: 'de',
    resetToken: randomUUID().replace(/-/g, ''),
    ...over,
  });

  const mailsTo = (address: string) => catcher.messages().filter((m) => m.to.includes(address));
  const arrivedAt = (address: string, count = 1) =>
    waitFor(async () => mailsTo(address).length >= count && mailsTo(address));

  /** Lets every message ahead of a sentinel through, so duplicates would have arrived by now. */
  async function settle() {
    const sentinel = `sentinel-${randomUUID()}@example.at`;
    await publish(envelope(IDENTITY_EVENTS.userRegistered, registered({ email: sentinel })));
    await arrivedAt(sentinel);
    await new Promise((r) => setTimeout(r, 300));
  }

  function expectParts(mail: CaughtMail, link: string, ...phrases: string[]) {
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    for (const phrase of phrases) {
      expect(mail.text).toContain(phrase);
      expect(mail.html).toContain(phrase);
    }
  }

  it('when a German and an English user register then each gets one confirmation mail in their language', async () => {
    const anna = registered({ email: 'anna@example.at', salutation: 'mrs', locale: 'de' });
    const john = registered({
      email: 'john@example.com',
      firstName: 'John',
      lastName: 'Smith',
      locale: 'en',
    });
    await publish(envelope(IDENTITY_EVENTS.userRegistered, anna));
    await publish(envelope(IDENTITY_EVENTS.userRegistered, john));

    const [german] = await arrivedAt('anna@example.at');
    const [english] = await arrivedAt('john@example.com');
    expect(german!.subject).toBe('Bitte bestätigen Sie Ihre Registrierung');
    expect(german!.to).toBe('anna@example.at');
    expect(german!.from).toBe('Schießsport-Portal <noreply@schiesssport-portal.at>');
    expectParts(
      german!,
      `${PUBLIC_BASE_URL}/#/confirmRegistration/${anna.verificationToken}`,
      'Sehr geehrte Frau Huber,',
      'Der Link ist 24 Stunden gültig.',
    );
    expect(english!.subject).toBe('Please confirm your registration');
    expectParts(
      english!,
      `${PUBLIC_BASE_URL}/#/confirmRegistration/${john.verificationToken}`,
      'Dear John Smith,',
      'The link is valid for 24 hours.',
    );
    await settle();
    expect(mailsTo('anna@example.at')).toHaveLength(1);
    expect(mailsTo('john@example.com')).toHaveLength(1);
  });

  it('when the same event is delivered twice then only one mail goes out and one is logged', async () => {
    const event = envelope(IDENTITY_EVENTS.userRegistered, registered({ email: 'twice@example.at' }));
    await publish(event);
    await publish(event);
    await arrivedAt('twice@example.at');
    await settle();
    expect(mailsTo('twice@example.at')).toHaveLength(1);
    const { rows } = await service.ctx.database.pool.query(
      'SELECT type, recipient, subject, status FROM notification.mail_log WHERE event_id = $1',
      [event.id],
    );
    expect(rows).toEqual([
      {
        type: 'registration-confirmation',
        recipient: 'twice@example.at',
        subject: 'Bitte bestätigen Sie Ihre Registrierung',
        status: 'sent',
      },
    ]);
  });

  it('when a password reset is requested then the reset mail comes once in the user language', async () => {
    const german = resetRequested({ email: 'reset-de@example.at', locale: 'de' });
    const english = resetRequested({
      email: 'reset-en@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      locale: 'en',
    });
    const event = await publish(envelope(IDENTITY_EVENTS.passwordResetRequested, german));
    await publish(event);
    await publish(envelope(IDENTITY_EVENTS.passwordResetRequested, english));

    const [de] = await arrivedAt('reset-de@example.at');
    const [en] = await arrivedAt('reset-en@example.com');
    expect(de!.subject).toBe('Passwort zurücksetzen');
    expectParts(
      de!,
      `${PUBLIC_BASE_URL}/#/confirmPasswordReset/${german.resetToken}`,
      'Guten Tag Anna Huber,',
      'Der Link ist 1 Stunde gültig.',
    );
    expect(en!.subject).toBe('Reset your password');
    expectParts(
      en!,
      `${PUBLIC_BASE_URL}/#/confirmPasswordReset/${english.resetToken}`,
      'Dear Jane Doe,',
      'The link is valid for 1 hour.',
    );
    await settle();
    expect(mailsTo('reset-de@example.at')).toHaveLength(1);
    expect(mailsTo('reset-en@example.com')).toHaveLength(1);
  });

  it('when a name contains markup then the HTML part shows it escaped', async () => {
    await publish(
      envelope(
        IDENTITY_EVENTS.userRegistered,
        registered({ email: 'markup@example.at', firstName: '<b>Eve</b>', lastName: 'O"Neil & Co' }),
      ),
    );
    const [mail] = await arrivedAt('markup@example.at');
    expect(mail!.text).toContain('Guten Tag <b>Eve</b> O"Neil & Co,');
    expect(mail!.html).toContain('Guten Tag &lt;b&gt;Eve&lt;/b&gt; O&quot;Neil &amp; Co,');
    expect(mail!.html).not.toContain('<b>Eve</b>');
  });

  it('when the mail server is down then the event is retried and the mail arrives once it is back', async () => {
    await catcher.stop();
    const event = await publish(
      envelope(IDENTITY_EVENTS.userRegistered, registered({ email: 'later@example.at', locale: 'en' })),
    );
    // proof of a failed attempt: the message waits in a retry queue
    const probe = await connection.createChannel();
    await waitFor(
      async () => {
        for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
          if ((await probe.checkQueue(`${queue}.retry.${attempt}`)).messageCount > 0) return true;
        }
        return false;
      },
      5_000,
      20,
    );
    await probe.close();

    catcher = await startMailCatcher({ smtpPort, httpPort: 0 });
    const [mail] = await arrivedAt('later@example.at');
    expect(mail!.subject).toBe('Please confirm your registration');
    await settle();
    expect(mailsTo('later@example.at')).toHaveLength(1);
    const { rows } = await service.ctx.database.pool.query(
      'SELECT status FROM notification.mail_log WHERE event_id = $1',
      [event.id],
    );
    expect(rows).toEqual([{ status: 'sent' }]);
  });

  it('when an older version of a user arrives after a newer one then the replica keeps the newer', async () => {
    const user = (version: number, email: string) =>
      envelope<UserUpsertedPayload>(
        IDENTITY_EVENTS.userUpserted,
        {
          userId: 42,
          username: 'shooter42',
          email,
          firstName: 'Max',
          lastName: 'Muster',
          locale: 'en',
          clubId: 7,
          roles: ['ROLE_USER'],
          active: true,
          enabled: true,
          paymentUntil: null,
          notificationSelection: {
            newCompetitionCreated: true,
          } as UserUpsertedPayload['notificationSelection'],
          divisionIds: [3, 5],
        },
        version,
      );
    const recipient = async () =>
      (
        await service.ctx.database.pool.query(
          `SELECT email, version, roles, division_ids, club_id, locale, notification_selection
           FROM notification.recipients WHERE user_id = 42`,
        )
      ).rows[0];
    const handled = (id: string) => async () =>
      (await service.ctx.database.pool.query('SELECT 1 FROM notification.inbox WHERE event_id = $1', [id]))
        .rowCount === 1;

    await publish(user(3, 'v3@example.at'));
    await waitFor(async () => (await recipient())?.version === 3);
    const older = await publish(user(2, 'v2@example.at'));
    await waitFor(handled(older.id));
    expect(await recipient()).toEqual({
      email: 'v3@example.at',
      version: 3,
      roles: ['ROLE_USER'],
      division_ids: [3, 5],
      club_id: 7,
      locale: 'en',
      notification_selection: { newCompetitionCreated: true },
    });

    await publish(user(4, 'v4@example.at'));
    await waitFor(async () => (await recipient())?.version === 4);
    expect((await recipient()).email).toBe('v4@example.at');
  });
});
