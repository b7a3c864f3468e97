import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every kind of test; each workspace owns its own settings.
export default defineConfig({
  test: {
    // Vitest's default is a worker less than the cores: one on a machine of two, like CI's. The unit and
    // API files spend much of their time waiting (on the database, a server, a timer), so two there took
    // 332 s against 835 s for one (README, "Test it"). The browser files run two at a time too
    // (apps/web/vitest.e2e.config.ts); the cluster files, which start nginx and instances of their own, one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.e2e.config.ts',
      'apps/server/vitest.cluster.config.ts',
    ],
  },
});
