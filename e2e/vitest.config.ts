import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // a failed browser test shows what its pages showed (docs/testing.md)
    setupFiles: ['test/failure-pages.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // a browser under a full parallel run needs more than vitest's default second to show data
    expect: { poll: { timeout: 15_000 } },
  },
});
