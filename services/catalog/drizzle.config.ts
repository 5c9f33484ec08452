import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/catalog/src/db/schema.ts',
  out: './services/catalog/drizzle',
  schemaFilter: ['catalog'],
});
