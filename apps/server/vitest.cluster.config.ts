import { defineProject } from 'vitest/config';

// Two real instances behind nginx on one PostgreSQL and one bucket (npm run test:cluster, after
// the PostgreSQL pass in .ci/run): docs/operations.md, "Running several instances".
export default defineProject({
  test: {
    name: 'cluster',
    include: ['cluster/**/*.cluster.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
