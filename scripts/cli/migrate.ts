import { SERVICE_NAMES } from '@portal/contracts';
import { migrateAll } from '../migrate';

/** `npm run migrate`: every service's migrations, each into its own schema. */
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal';
await migrateAll(url);
console.log(`migrated ${SERVICE_NAMES.join(', ')} in ${url.replace(/\/\/[^@]*@/, '//')}`);
