import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // One stylesheet for the whole site (about 15 KB gzipped) instead of a file per route and shared
  // component: first paint waited for nine render-blocking CSS requests; one cached file is faster
  // on every page, the first one included (Lighthouse mobile, docs/decisions/008).
  build: { cssCodeSplit: false },
  // Workspace packages export TypeScript source; let vite compile them into the SSR bundle.
  ssr: { noExternal: ['@posylka/domain', '@posylka/contract'] },
});
