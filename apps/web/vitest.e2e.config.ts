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
    fileParallelism: false,
    pool: 'forks',
  },
});
