import type { ServiceName } from '@portal/contracts';
import { createDatabase, type Database } from '@portal/service-kit';
import { seedCatalog } from '../services/catalog/src/db/seed';
import { seedIdentity } from '../services/identity/src/db/seed';
import { seedRegistrations } from './seed-registrations';
import { migrateAll } from './migrate';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal';
  await migrateAll(url); // a fresh database gets its schemas first
  await seedAll(url);
}
