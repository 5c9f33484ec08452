import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './services/payment/src/db/schema.ts',
  out: './services/payment/drizzle',
  schemaFilter: ['payment'],
});
