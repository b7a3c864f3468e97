import { defineProject } from 'vitest/config';

// Browser journeys: the real built server on a free port, driven through Debian's Chromium.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
