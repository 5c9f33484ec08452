import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';
import { notificationConfigShape } from './config';
import { redisSentMarks } from './db/sent-marks';
import { mailLinkBase } from './domain/links';
import { accountMailHandlers } from './events/account-mail-handlers';
import { premiumMailHandlers } from './events/premium-mail-handlers';
import { adminMailHandlers } from './events/admin-mail-handlers';
import { competitionMailHandlers } from './events/competition-mail-handlers';
import { recipientReplicaHandler } from './events/recipient-replica-handler';
import { registrationMailHandlers } from './events/registration-mail-handlers';
import { signOnMailHandlers } from './events/sign-on-mail-handlers';
import { transferMailHandlers } from './events/transfer-mail-handlers';
import { mailLogRoutes } from './http/mail-log';
import { Reminders } from './jobs/reminders';
import { createSmtpMailer } from './smtp-mailer';

/** One set of mail dependencies and one reminder scheduler per process (handlers, jobs, routes). */
export interface NotificationParts {
  deps: Parameters<typeof adminMailHandlers>[0];
  reminders: Reminders;
}

/** notification: e-mail (nodemailer), templates de/en, club text blocks, reminders. */
export const notificationService: ServiceDefinition<typeof notificationConfigShape, NotificationParts> = {
  name: 'notification',
  schema: 'notification',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config: notificationConfigShape,
  prepare: (ctx) => {
    const { config, logger, redis } = ctx;
    const deps = {
      mailer: createSmtpMailer(config.SMTP_URL, config.MAIL_FROM),
      sentMarks: redisSentMarks(redis, logger),
      logger,
      publicBaseUrl: mailLinkBase(config),
    };
    const reminders = new Reminders(ctx, deps, {
      dayMs: config.REMINDER_DAY_MS,
      startReminderDays: config.START_REMINDER_DAYS,
      signupEndReminderDays: config.SIGNUP_END_REMINDER_DAYS,
    });
    return { deps, reminders };
  },
  routes: (ctx, { deps }) => [mailLogRoutes(ctx, deps)],
  handlers: (ctx, { deps, reminders }) => [
    ...accountMailHandlers(deps),
    ...premiumMailHandlers(deps),
    recipientReplicaHandler(ctx.logger),
    ...signOnMailHandlers(deps),
    ...transferMailHandlers(deps),
    ...registrationMailHandlers(deps, reminders),
    ...competitionMailHandlers(deps, reminders),
    ...adminMailHandlers(deps),
  ],
  jobs: (ctx, { reminders }) => reminders.start(ctx.config.REMINDER_SWEEP_INTERVAL_MS),
};
