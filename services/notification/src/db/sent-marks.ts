import type { Logger, ServiceContext } from '@portal/service-kit';
import type { MailKey } from './mail-log';
import type { SentMarks } from '../domain/mail-delivery';

/** Longer than any retry schedule of the consumer. */
const MARK_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Sent marks in Redis: written the moment the mail server accepted a mail, independent of the
 * database transaction that may still roll back. A Redis failure never blocks mail; it only
 * weakens the protection against a second copy.
 */
export function redisSentMarks(redis: ServiceContext['redis'], logger: Logger): SentMarks {
  const keyOf = (key: MailKey) => `notification:mail-sent:${key.eventId}:${key.type}:${key.recipient}`;
  return {
    async has(key) {
      try {
        return (await redis.exists(keyOf(key))) === 1;
      } catch (error) {
        logger.warn({ err: error, eventId: key.eventId }, 'sent mark not readable; sending');
        return false;
      }
    },
    async add(key) {
      try {
        await redis.set(keyOf(key), '1', 'EX', MARK_TTL_SECONDS);
      } catch (error) {
        logger.warn({ err: error, eventId: key.eventId }, 'sent mark not written');
      }
    },
  };
}
