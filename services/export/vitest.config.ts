import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // overlapping queries on one pg client fail the test (see the file)
    setupFiles: ['@portal/service-kit/testing/no-overlapping-queries'],
    // a test opens its spreadsheets in LibreOffice, one conversion at a time per test process: a
    // few seconds each alone, past a minute for one test when a full run loads the 2-core machine
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
