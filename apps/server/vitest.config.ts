import { defineConfig } from 'vitest/config';

// Route tests build the app on a database restored from a snapshot made once per run
// (test/global-setup.ts); restoring PGlite takes ~0.6 s, so allow generous timeouts.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
