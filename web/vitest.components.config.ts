import { defineConfig } from 'vitest/config';

/**
 * The component tests (docs/testing.md): pages rendered with the app's store, texts, theme and a
 * router in jsdom, their API calls answered by MSW. A project of its own beside ./vitest.config.ts
 * (node, pure logic); the root vitest.config.ts runs both.
 */
export default defineConfig({
  test: {
    name: '@portal/web-components',
    environment: 'jsdom',
    // a host that resolves nowhere: a request without an MSW answer can never reach a local server
    environmentOptions: { jsdom: { url: 'http://portal.test/' } },
    include: ['test/components/**/*.test.tsx'],
    setupFiles: ['test/components/setup.ts'],
  },
});
