// The production build of the server (decision 017): one ES module bundle, apps/server/dist/main.js,
// that `npm start` runs with plain node. Our own code and the workspace packages (@posylka/texts,
// @posylka/domain, @posylka/contract, shipped as TypeScript) are compiled into it; every npm dependency stays an
// import resolved from node_modules at run time (native addons, wasm and data files stay where their
// packages expect them).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${serverDir}dist`;
const started = performance.now();

/** Bare imports other than our workspace packages are left to node. */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@posylka/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: `${serverDir}src/main.ts` },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  // Names stay readable in stack traces and logs; the bundle is not shipped to browsers.
  minify: false,
  plugins: [dependenciesStayExternal],
  logLevel: 'warning',
});
console.log(`server built: apps/server/dist/main.js in ${Math.round(performance.now() - started)} ms`);
