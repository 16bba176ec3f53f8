import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package is a project (`vitest run --project server`).
// Vitest runs one file fewer than there are cores (one worker on CI's two); the files spend much of
// their time waiting on PGlite, jsdom and imports, so every core runs a file (VITEST_MAX_WORKERS
// overrides).
export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    projects: ['packages/texts', 'packages/domain', 'packages/contract', 'apps/server', 'apps/web'],
  },
});
