import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every workspace's own vitest project in one run, test files in parallel; the web
 * has two: pure logic (web/vitest.config.ts, node) and components (web/vitest.components.config.ts, jsdom).
 */
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'gateway', 'web', 'web/vitest.components.config.ts', 'k8s', 'e2e'],
    pool: 'forks',
    maxWorkers: 3,
  },
});
