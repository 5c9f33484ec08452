import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';

/** notification: e-mail (nodemailer), templates de/en, club text blocks, reminders. */
export const notificationService: ServiceDefinition<Record<string, never>> = {
  name: 'notification',
  schema: 'notification',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  routes: () => [],
};
