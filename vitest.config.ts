import { defineConfig } from 'vitest/config';

// One runner for every kind of test; each workspace owns its own settings.
export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.e2e.config.ts',
      'apps/server/vitest.cluster.config.ts',
    ],
  },
});
