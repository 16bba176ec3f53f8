import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package is a project (`vitest run --project server`).
export default defineConfig({
  test: { projects: ['packages/domain', 'packages/contract', 'apps/server', 'apps/web'] },
});
