import { defineConfig } from 'vitest/config';

/** `npm test` runs every workspace's own vitest project in one run, test files in parallel. */
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'gateway', 'web', 'k8s', 'e2e'],
    pool: 'forks',
    maxWorkers: 3,
  },
});
