import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/registration/src/db/schema.ts',
  out: './services/registration/drizzle',
  schemaFilter: ['registration'],
});
