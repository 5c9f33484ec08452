import { migrateAll } from '../migrate';
import { seedAll, seedDemoImages } from '../seed';

/** `npm run seed` (and `npm start`): schemas for a fresh database, then the demo data. */
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal';
await migrateAll(url);
await seedAll(url);
await seedDemoImages(url);
