import { migrateFiles, type MigrationCounts } from '../domain/files/migrate-files';
import { withFileStore } from './store';

/**
 * `npm run files:migrate`: copies the uploads of the old directory (STORAGE_DIR) into the
 * configured store (docs/file-store.md). Safe to run again: stored files are skipped.
 */
export async function runFileMigration(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void = console.log,
  root?: string,
): Promise<MigrationCounts | null> {
  return withFileStore(
    env,
    async ({ pool, storage, config }) => {
      if (config.FILE_STORE === 'directory') {
        log('files: FILE_STORE=directory keeps the files where they are; nothing to move');
        return null;
      }
      const counts = await migrateFiles(pool, config.STORAGE_DIR, storage, log);
      log(
        `files: ${counts.copied} copied, ${counts.alreadyStored} already stored, ` +
          `${counts.unreferenced} unreferenced skipped, ${counts.missing} missing, ${counts.failed} failed ` +
          `(${config.STORAGE_DIR} -> ${config.FILE_STORE})`,
      );
      if (counts.failed > 0) process.exitCode = 1;
      return counts;
    },
    root,
  );
}
