import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file builds its own app on its own fresh database.
    pool: 'forks',
    // No file changes the environment or mocks a module, so a worker imports the server's modules once rather
    // than once per file: the import alone took 256 of 690 s, and the run 456 s without it (README, "Test it").
    isolate: false,
  },
});
