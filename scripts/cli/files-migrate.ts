import { runFileMigration } from '../../services/catalog/src/jobs/migrate-files';

/** `npm run files:migrate` (and `npm start`): old uploads into the store (docs/file-store.md). */
await runFileMigration(process.env);
