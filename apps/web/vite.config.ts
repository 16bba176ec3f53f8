import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { layoutChunks } from './build-tools/layout-chunks.js';
import { precompress } from './build-tools/precompress.js';

// What the root and the site layout import statically, one script each instead of ~20 files under
// 1 KB (home: 27 scripts → 18; build-tools/layout-chunks.ts).
const layouts = layoutChunks({
  shell: /[\\/]app[\\/]root\.tsx$/,
  site: /[\\/]app[\\/]routes[\\/]site-layout\.tsx$/,
});

export default defineConfig({
  plugins: [
    reactRouter(),
    // Each script, stylesheet and SVG of the browser build also as .br and .gz, sent as they are by
    // the server (no compression per request).
    precompress(),
    layouts.plugin,
  ],
  // One stylesheet for the whole site (about 15 KB gzipped) instead of a file per route and shared
  // component: first paint waited for nine render-blocking CSS requests; one cached file is faster
  // on every page, the first one included (Lighthouse mobile, docs/decisions/008).
  build: {
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router load on every page anyway: one chunk compresses better
        // than three and saves their wrappers (home first-load JS budget, issue #7).
        advancedChunks: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            ...layouts.groups,
          ],
        },
      },
    },
  },
  // Workspace packages export TypeScript source; let vite compile them into the SSR bundle.
  ssr: { noExternal: ['@posylka/domain', '@posylka/contract'] },
});
