import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'texts', include: ['src/**/*.test.ts'] } });
