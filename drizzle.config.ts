import { defineConfig } from 'drizzle-kit';

// Globs find every feature's tables: adding a feature edits no central list.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/features/*/*.table.ts',
  out: './server/db/migrations',
});
