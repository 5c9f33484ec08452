import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/notification/src/db/schema.ts',
  out: './services/notification/drizzle',
  schemaFilter: ['notification'],
});
