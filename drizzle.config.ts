import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <change>` writes the next SQL migration into lib/db/migrations/ from the schema.
// The same files are applied to PGlite and to PostgreSQL by lib/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
  strict: true,
  verbose: true,
});
