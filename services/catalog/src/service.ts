import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';

/** catalog: clubs, competitions, events, squads, stands, reference data, uploads, adverts, favourites, public lists, maintenance windows. */
export const catalogService: ServiceDefinition<Record<string, never>> = {
  name: 'catalog',
  schema: 'catalog',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  routes: () => [],
};
