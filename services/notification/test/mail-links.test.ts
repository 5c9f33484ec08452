import { randomUUID } from 'node:crypto';
import { IDENTITY_EVENTS, type EventEnvelope } from '@portal/contracts';
import { startService, type RunningService } from '@portal/service-kit';
import { consumerQueues, createTestInfra, waitFor, type TestInfra } from '@portal/service-kit/testing';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../scripts/mail-catcher';
import { freePort } from '../../../scripts/stack';
import { DEVELOPMENT_PUBLIC_BASE_URL, mailLinkBase } from '../src/domain/links';
import { notificationService } from '../src/service';

describe('where mailed links point (PUBLIC_BASE_URL)', () => {
  it('takes the configured address, falls back to the local gateway only outside production', () => {
    expect(mailLinkBase({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://anmeldung.example.at' })).toBe(
      'https://anmeldung.example.at',
    );
    expect(mailLinkBase({ NODE_ENV: 'development', PUBLIC_BASE_URL: undefined })).toBe(
      DEVELOPMENT_PUBLIC_BASE_URL,
    );
    expect(() => mailLinkBase({ NODE_ENV: 'production', PUBLIC_BASE_URL: undefined })).toThrow(
      /PUBLIC_BASE_URL is required in production/,
    );
  });

  describe('through real RabbitMQ and SMTP', () => {
    let infra: TestInfra;
    let service: RunningService;
    let catcher: MailCatcher;
    let connection: ChannelModel;
    let channel: ConfirmChannel;
    let queue: string;
    /** as `PORT=9000 npm start` (or a deployment behind a path) would set it: not localhost:8080 */
    let publicBaseUrl: string;

    beforeAll(async () => {
      infra = await createTestInfra('notif_links');
      queue = `${infra.queuePrefix}.notification`;
      const smtpPort = await freePort();
      catcher = await startMailCatcher({ smtpPort, httpPort: 0 });
      publicBaseUrl = `http://portal.test:${await freePort()}/anmeldung/`;
      service = await startService(notificationService, {
        ...infra.env,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_BASE_URL: publicBaseUrl,
      });
      connection = await amqp.connect(infra.env.AMQP_URL);
      channel = await connection.createConfirmChannel();
    });
    afterAll(async () => {
      await connection?.close();
      await service?.stop();
      await catcher?.stop();
      await infra.cleanup(consumerQueues(queue, 5));
    });

    const publish = async <P>(type: string, payload: P) => {
      const envelope: EventEnvelope<P> = {
        id: randomUUID(),
        type,
        version: 1,
        occurredAt: new Date().toISOString(),
        producer: 'identity',
        correlationId: null,
        payload,
      };
      channel.publish(infra.exchange, type, Buffer.from(JSON.stringify(envelope)), {
        persistent: true,
        contentType: 'application/json',
        messageId: envelope.id,
      });
      await channel.waitForConfirms();
    };
    const mailTo = (address: string) =>
      waitFor(async () => catcher.messages().find((mail) => mail.to.includes(address)));

    it('starts confirmation and reset links with the configured address, port and path', async () => {
      const verificationToken = randomUUID().replace(/-/g, '');
      const resetToken = randomUUID().replace(/-/g, '');
      await publish(IDENTITY_EVENTS.userRegistered, {
        userId: 1,
        username: 'lena',
        email: 'lena@example.at',
        firstName: 'Lena',
        lastName: 'Berger',
        salutation: null,
        locale: 'de',
        verificationToken,
      });
      await publish(IDENTITY_EVENTS.passwordResetRequested, {
        userId: 2,
        email: 'max@example.at',
        firstName: 'Max',
        lastName: 'Gruber',
        locale: 'en',
        resetToken,
      });
      const base = publicBaseUrl.replace(/\/$/, '');
      const confirmation = await mailTo('lena@example.at');
      const reset = await mailTo('max@example.at');
      for (const [mail, link] of [
        [confirmation, `${base}/#/confirmRegistration/${verificationToken}`],
        [reset, `${base}/#/confirmPasswordReset/${resetToken}`],
      ] as const) {
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
        expect(`${mail.text}${mail.html}`).not.toContain('localhost');
      }
    });
  });
});
