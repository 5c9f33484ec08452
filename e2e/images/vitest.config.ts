import { defineConfig } from 'vitest/config';

/**
 * `npm run images:smoke` (docs/container-images.md): the seven images started as containers; on its own
 * because it needs the images built first (`npm run images`, several minutes).
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
