import { randomUUID } from 'node:crypto';
import { createDatabase, createLogger, createRedis, runMigrations } from '@portal/service-kit';
import { createTestInfra, type TestInfra } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisSentMarks } from '../src/db/sent-marks';
import type { OutgoingMail } from '../src/domain/mail';
import { deliverMail, MailRejectedError, type Mailer } from '../src/domain/mail-delivery';
import { notificationService } from '../src/service';

describe('mail delivery against the real database and Redis', () => {
  let infra: TestInfra;
  let database: ReturnType<typeof createDatabase>;
  let redis: ReturnType<typeof createRedis>;
  const sentMarks = () => redisSentMarks(redis, createLogger('notification', 'silent'));
  const mail = (to: string): OutgoingMail => ({
    type: 'registration-confirmation',
    to,
    subject: 'Bitte bestätigen Sie Ihre Registrierung',
    text: 'text',
    html: '<p>html</p>',
  });
  const logRows = async (eventId: string) =>
    (
      await database.pool.query('SELECT status, error FROM notification.mail_log WHERE event_id = $1', [
        eventId,
      ])
    ).rows;

  beforeAll(async () => {
    infra = await createTestInfra('notifdel');
    database = createDatabase(infra.databaseUrl, 'notification');
    await runMigrations(database.pool, 'notification', notificationService.migrationsFolder);
    redis = createRedis(infra.env.REDIS_URL, infra.redisPrefix);
  });
  afterAll(async () => {
    await redis?.quit();
    await database?.close();
    await infra.cleanup();
  });

  it('when an attempt sent the mail but its transaction rolled back then the retry logs it without sending again', async () => {
    const mailer: Mailer = { send: vi.fn(async () => undefined) };
    const eventId = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        expect(await deliverMail(tx, { mailer, sentMarks: sentMarks() }, eventId, mail('a@example.at'))).toBe(
          'sent',
        );
        throw new Error('commit lost');
      }),
    ).rejects.toThrow('commit lost');
    expect(await logRows(eventId)).toEqual([]);

    const retry = await database.db.transaction((tx) =>
      deliverMail(tx, { mailer, sentMarks: sentMarks() }, eventId, mail('a@example.at')),
    );
    expect(retry).toBe('already-sent');
    expect(mailer.send).toHaveBeenCalledTimes(1);
    expect(await logRows(eventId)).toEqual([{ status: 'sent', error: null }]);
  });

  it('when the mail server refuses the mail for good then it is logged as failed and not retried', async () => {
    const mailer: Mailer = {
      send: vi.fn(async () => {
        throw new MailRejectedError('550 mailbox unavailable');
      }),
    };
    const eventId = randomUUID();
    const outcome = await database.db.transaction((tx) =>
      deliverMail(tx, { mailer, sentMarks: sentMarks() }, eventId, mail('nobody@example.at')),
    );
    expect(outcome).toBe('rejected');
    expect(await logRows(eventId)).toEqual([{ status: 'failed', error: '550 mailbox unavailable' }]);
  });

  it('when the mail server fails for now then delivery throws so that the consumer retries', async () => {
    const mailer: Mailer = {
      send: vi.fn(async () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
      }),
    };
    const eventId = randomUUID();
    await expect(
      database.db.transaction((tx) =>
        deliverMail(tx, { mailer, sentMarks: sentMarks() }, eventId, mail('b@example.at')),
      ),
    ).rejects.toThrow('ECONNREFUSED');
    expect(await logRows(eventId)).toEqual([]);
  });
});
