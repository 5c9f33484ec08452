import { randomUUID } from 'node:crypto';
import { IDENTITY_EVENTS, REGISTRATION_EVENTS, type EventEnvelope } from '@portal/contracts';
import { startService, type RunningService } from '@portal/service-kit';
import { consumerQueues, createTestInfra, waitFor, type TestInfra } from '@portal/service-kit/testing';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../scripts/mail-catcher';
import { freePort } from '../../../scripts/stack';
import { notificationService } from '../src/service';

const MAX_ATTEMPTS = 3;

/**
 * Registration's events notification is bound to before it mails them: the consumer acks a type
 * it has no handler for (an empty inbox transaction), so they neither retry nor dead-letter.
 */
describe('notification takes registration events it does not mail yet', () => {
  let infra: TestInfra;
  let service: RunningService | undefined;
  let catcher: MailCatcher;
  let queue: string;

  beforeAll(async () => {
    infra = await createTestInfra('notifreg');
    queue = `${infra.queuePrefix}.notification`;
    const smtpPort = await freePort();
    catcher = await startMailCatcher({ smtpPort, httpPort: 0 });
    service = await startService(notificationService, {
      ...infra.env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_BASE_URL: 'https://portal.example.at',
      CONSUMER_RETRY_BASE_MS: '300',
      CONSUMER_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await catcher?.stop();
    await infra?.cleanup(consumerQueues(queue, MAX_ATTEMPTS));
  });

  it('when a waiting-list promotion event arrives then it is acked without a mail, retry or dead letter', async () => {
    const connection = await amqp.connect(infra.env.AMQP_URL);
    try {
      const channel = await connection.createConfirmChannel();
      const publish = async (type: string, payload: unknown) => {
        const envelope: EventEnvelope = {
          id: randomUUID(),
          type,
          version: 1,
          occurredAt: new Date().toISOString(),
          producer: 'registration',
          correlationId: null,
          payload,
        };
        channel.publish(infra.exchange, type, Buffer.from(JSON.stringify(envelope)), { persistent: true });
        await channel.waitForConfirms();
      };
      await publish(REGISTRATION_EVENTS.orderItemPromoted, {
        itemId: 1,
        orderId: 1,
        userId: 7,
        competitionId: 2,
        squadId: 3,
        email: 'promoted@example.at',
        locale: 'de',
        firstName: 'Anna',
        lastName: 'Huber',
        token: 'x'.repeat(32),
      });
      // a mailed event behind it: once its mail is out, the promotion was delivered before it
      const marker = `marker-${randomUUID()}@example.at`;
      await publish(IDENTITY_EVENTS.userRegistered, {
        userId: 8,
        username: 'marker',
        email: marker,
        firstName: 'Max',
        lastName: 'Muster',
        salutation: null,
        locale: 'de',
        verificationToken: randomUUID().replace(/-/g, ''),
      });
      await waitFor(async () => catcher.messages().some((m) => m.to.includes(marker)));
      // a graceful stop finishes what is in flight; anything not acked would be back in a queue
      await service!.stop();
      service = undefined;
      const probe = await connection.createChannel();
      for (const name of consumerQueues(queue, MAX_ATTEMPTS))
        expect({ name, count: (await probe.checkQueue(name)).messageCount }).toEqual({ name, count: 0 });
      expect(catcher.messages().some((m) => m.to.includes('promoted@example.at'))).toBe(false);
    } finally {
      await connection.close();
    }
  });
});
