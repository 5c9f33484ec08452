import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // overlapping queries on one pg client fail the test (see the file)
    setupFiles: ['@portal/service-kit/testing/no-overlapping-queries'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
