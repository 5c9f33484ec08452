import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';

/** registration: holds, orders, order items, waiting lists, carts, reservation codes, reservations, sign-up rules, squad occupancy. */
export const registrationService: ServiceDefinition<Record<string, never>> = {
  name: 'registration',
  schema: 'registration',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  routes: () => [],
};
