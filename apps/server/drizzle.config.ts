import { defineConfig } from 'drizzle-kit';

// Generates the committed SQL migrations from the Drizzle schema. The same SQL runs on PGlite and
// on PostgreSQL 15 in production, so review generated files for features newer than 15.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
