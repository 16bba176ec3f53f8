// First-load JavaScript per page: the files the browser must fetch before a server-rendered page
// is interactive (React Router's entry, the root and layout routes and the page's route module, with
// their imports), gzipped, read from the React Router manifest of the production build.
// Run after `npm run build`: `npm run bench:bundle -w @posylka/bench`. Two sizes: gzip 9 (the figure
// the budgets were set in) and brotli, what the server sends to a browser that takes it: the build's
// own .br file beside each asset (apps/web/build-tools/precompress.ts).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = resolve(import.meta.dirname, '..', 'apps', 'web', 'build', 'client');

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** Home first-load JS budget of issue 18 item 8 (gzipped bytes); `npm test` checks it after the build. */
export const HOME_BUDGET_BYTES = 140 * 1024;

export const PAGES: ReadonlyArray<{ name: string; routeId: string }> = [
  { name: 'home', routeId: 'uk.home' },
  { name: 'catalogue', routeId: 'uk.catalog' },
  { name: 'instructions', routeId: 'uk.instructions' },
  { name: 'notifications', routeId: 'uk.notifications' },
  { name: 'tariffs', routeId: 'uk.tariffs' },
  { name: 'login', routeId: 'uk.login' },
  { name: 'orders', routeId: 'uk.orders' },
];

export function readManifest(dir = clientDir): Manifest {
  // Builds leave older manifests behind: the newest one belongs to the current build.
  const file = readdirSync(join(dir, 'assets'))
    .filter((f) => /^manifest-[\w-]+\.js$/.test(f))
    .sort((a, b) => statSync(join(dir, 'assets', b)).mtimeMs - statSync(join(dir, 'assets', a)).mtimeMs)[0];
  if (!file) throw new Error(`no React Router manifest in ${dir}/assets: run npm run build first`);
  const text = readFileSync(join(dir, 'assets', file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest;
}

/** The route and its parents up to root, outermost first. */
function chain(manifest: Manifest, routeId: string): ManifestRoute[] {
  const out: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    out.unshift(route);
  }
  return out;
}

export interface BundleRow {
  page: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  brotliKb: number;
}

export function firstLoadJs(
  manifest: Manifest,
  routeId: string,
  dir = clientDir,
): { files: string[]; raw: number; gzip: number; brotli: number } {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain(manifest, routeId)) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    const sent = join(dir, `${file}.br`);
    brotli += existsSync(sent)
      ? statSync(sent).size
      : Math.min(
          bytes.length,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        );
  }
  return { files: [...files], raw, gzip, brotli };
}

export function bundleBench(dir = clientDir): BundleRow[] {
  const manifest = readManifest(dir);
  return PAGES.filter((p) => manifest.routes[p.routeId]).map((p) => {
    const { files, raw, gzip, brotli } = firstLoadJs(manifest, p.routeId, dir);
    return { page: p.name, files: files.length, rawKb: kb(raw), gzipKb: kb(gzip), brotliKb: kb(brotli) };
  });
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = bundleBench();
  console.table(rows);
  const home = rows.find((r) => r.page === 'home');
  if (home && home.gzipKb * 1024 > HOME_BUDGET_BYTES) {
    console.error(`home first-load JS ${home.gzipKb} KB gzipped is over the 140 KB budget`);
    process.exitCode = 1;
  }
}
