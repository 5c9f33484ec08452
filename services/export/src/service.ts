import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';

/** export: xlsx, csv (PractiScore, competitions) and pdf invoice exports. */
export const exportService: ServiceDefinition<Record<string, never>> = {
  name: 'export',
  schema: 'export',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  routes: () => [],
};
