import { convertExistingImages } from '../domain/files/document-variants';
import { withFileStore } from './store';

/**
 * `npm run images:convert`: sized variants for images uploaded before they existed
 * (docs/images.md), read from and written to the configured store (docs/file-store.md). Safe to
 * run again: converted images are skipped.
 */
export async function runImageConversion(env: NodeJS.ProcessEnv, log: (line: string) => void = console.log) {
  return withFileStore(env, async ({ db, storage }) => {
    const result = await convertExistingImages(db, storage, log);
    log(`images: ${result.converted} converted, ${result.failed} failed`);
    return result;
  });
}
