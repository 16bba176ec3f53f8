import { defineConfig } from 'vitest/config';

// No reactRouter() plugin here: components are tested on their own, with jsdom for *.test.tsx.
export default defineConfig({
  test: {
    name: 'web',
    include: ['app/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    // jsdom for all files: component tests need it and the plain .ts tests run fine in it.
    environment: 'jsdom',
    setupFiles: ['./app/test/setup.ts'],
    // Room for several 5 s waits (app/test/setup.ts) in one test on a loaded machine.
    testTimeout: 30_000,
  },
});
