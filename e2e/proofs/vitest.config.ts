import { defineConfig } from 'vitest/config';

/**
 * `npm run proof:replicas` (docs/replicas.md, proofs): the replica mode under a registration rush,
 * on its own because it loads the whole machine for about eight minutes.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    // each file runs a whole replicated stack under a rush: one at a time
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 600_000,
  },
});
