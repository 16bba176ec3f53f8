// Runs drizzle-kit with `drizzle-orm` resolved from this workspace. npm keeps drizzle-orm nested in
// apps/server/node_modules while drizzle-kit is hoisted to the root, so drizzle-kit's own
// `import('drizzle-orm/version')` would fail with "Please install latest version of drizzle-orm".
// The ESM imports go through the resolve hook below; its CJS requires through NODE_PATH (package.json).
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

register('./resolve-drizzle-orm.mjs', import.meta.url);
// bin.cjs is not in drizzle-kit's exports map: locate it from the package root.
const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
await import(pathToFileURL(bin).href);
