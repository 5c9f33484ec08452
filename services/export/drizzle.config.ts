import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/export/src/db/schema.ts',
  out: './services/export/drizzle',
  schemaFilter: ['export'],
});
