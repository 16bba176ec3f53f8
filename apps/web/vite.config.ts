import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Workspace packages export TypeScript source; let vite compile them into the SSR bundle.
  ssr: { noExternal: ['@posylka/domain', '@posylka/contract'] },
});
