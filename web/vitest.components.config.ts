import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The component tests (docs/testing.md): pages rendered with the app's store, texts, theme and a
 * router in jsdom, their API calls answered by MSW. A project of its own beside ./vitest.config.ts
 * (node, pure logic); the root vitest.config.ts runs both.
 */
export default defineConfig({
  // files the pages import from node_modules (the flag SVGs): it, or each package in it, may be a
  // link to another checkout's install (a git worktree sharing one), outside the repository
  server: {
    fs: {
      allow: [
        repository,
        fs.realpathSync(path.join(repository, 'node_modules')),
        fs.realpathSync(path.join(repository, 'node_modules', 'flag-icons')),
      ],
    },
  },
  test: {
    name: '@portal/web-components',
    environment: 'jsdom',
    // a host that resolves nowhere: a request without an MSW answer can never reach a local server
    environmentOptions: { jsdom: { url: 'http://portal.test/' } },
    include: ['test/components/**/*.test.tsx'],
    setupFiles: ['test/components/setup.ts'],
    // a form of MUI rendered in jsdom takes a few seconds per test alone, and up to about 25 s
    // beside three other test files on two busy cores (docs/testing.md)
    testTimeout: 90_000,
    // i18next's notice about its vendor's product, once per file
    env: { I18NEXT_NO_SUPPORT_NOTICE: '1' },
  },
});
