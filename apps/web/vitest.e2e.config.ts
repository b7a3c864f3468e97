import { defineProject } from 'vitest/config';

// Browser journeys: the real built server on a free port, driven through Debian's Chromium.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A tap before hydration is a full page load, which a busy machine may take seconds to finish.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time (the root config's workers): a file keeps about 0.6 of a core busy, its server, Chromium
    // and the runner mostly waiting on each other. On 2 cores the suite took 1,246 s against 1,518 s one at a time.
    fileParallelism: true,
    pool: 'forks',
  },
});
