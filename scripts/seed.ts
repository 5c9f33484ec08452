import type { ServiceName } from '@portal/contracts';
import { createDatabase, type Database } from '@portal/service-kit';
import { seedCatalog } from '../services/catalog/src/db/seed';
import { seedDemoAdverts } from '../services/catalog/src/db/seed-adverts';
import { withFileStore } from '../services/catalog/src/jobs/store';
import { seedIdentity } from '../services/identity/src/db/seed';
import { seedRegistrations } from './seed-registrations';
import { ROOT } from './stack';

/**
 * Demo data: each service's seed runs on a pool that sees that service's own schema. Every seed is
 * idempotent, so running this again changes nothing. Add other services' seeds to the list.
 */
interface ServiceSeed {
  service: ServiceName;
  seed: (db: Database) => Promise<unknown>;
}

export const SEEDS: ServiceSeed[] = [
  { service: 'catalog', seed: seedCatalog },
  { service: 'identity', seed: seedIdentity },
  // after catalog and identity: it reads their outbox into registration's replicas first
  { service: 'registration', seed: seedRegistrations },
];

export async function seedAll(databaseUrl: string, log: (line: string) => void = console.log): Promise<void> {
  for (const { service, seed } of SEEDS) {
    const database = createDatabase(databaseUrl, service, 2);
    try {
      const result = await seed(database.db);
      log(`seeded ${service}${result === undefined ? '' : `: ${JSON.stringify(result)}`}`);
    } finally {
      await database.close();
    }
  }
}

/**
 * Demo adverts with images drawn by sharp, stored where the catalog service reads its uploads
 * (FILE_STORE, docs/file-store.md; STORAGE_DIR relative to the repository like the services run).
 * Only `npm start`'s seed adds them: the browser tests' portals place their own adverts
 * (docs/images.md).
 */
export async function seedDemoImages(databaseUrl: string, log: (line: string) => void = console.log) {
  await withFileStore(
    { ...process.env, DATABASE_URL: databaseUrl },
    async ({ db, storage }) =>
      log(`seeded catalog adverts: ${JSON.stringify(await seedDemoAdverts(db, storage))}`),
    ROOT,
  );
}
