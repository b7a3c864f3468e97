import { defineConfig } from 'drizzle-kit';

// Each table lives with the code that owns it (docs/decisions/0015-one-way-imports.md):
// a module's tables.ts, the seed bookkeeping in db/, the shared rate-limit counters in lib/.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/tables.ts', './src/db/tables.ts', './src/lib/**/tables.ts'],
  out: './drizzle',
});
