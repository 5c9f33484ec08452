import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';
import { notificationConfigShape } from './config';
import { redisSentMarks } from './db/sent-marks';
import { mailLinkBase } from './domain/links';
import { accountMailHandlers } from './events/account-mail-handlers';
import { recipientReplicaHandler } from './events/recipient-replica-handler';
import { signOnMailHandlers } from './events/sign-on-mail-handlers';
import { createSmtpMailer } from './smtp-mailer';

/** notification: e-mail (nodemailer), templates de/en, club text blocks, reminders. */
export const notificationService: ServiceDefinition<typeof notificationConfigShape> = {
  name: 'notification',
  schema: 'notification',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config: notificationConfigShape,
  routes: () => [],
  handlers: ({ config, logger, redis }) => {
    const deps = {
      mailer: createSmtpMailer(config.SMTP_URL, config.MAIL_FROM),
      sentMarks: redisSentMarks(redis, logger),
      logger,
      publicBaseUrl: mailLinkBase(config),
    };
    return [...accountMailHandlers(deps), recipientReplicaHandler(logger), ...signOnMailHandlers(deps)];
  },
};
