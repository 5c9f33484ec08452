import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/identity/src/db/schema.ts',
  out: './services/identity/drizzle',
  schemaFilter: ['identity'],
});
