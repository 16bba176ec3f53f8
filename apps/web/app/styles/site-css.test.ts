import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = resolve(import.meta.dirname, '..');
const SITE_CSS = join(APP, 'styles/site.css');
/** The console's stylesheet, linked by its layout on its own (routes/admin-layout.tsx). */
const CONSOLE_CSS = 'features/admin/admin.css';

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && test(e.name))
    .map((e) => relative(APP, join(e.parentPath, e.name)));
}

const imported = [...readFileSync(SITE_CSS, 'utf8').matchAll(/^@import '([^']+)';$/gm)].map((m) =>
  relative(APP, resolve(join(APP, 'styles'), m[1] ?? '')),
);

describe("the site's stylesheet: one file, its cascade order written out (styles/site.css)", () => {
  it('imports every stylesheet of the site once, the console’s aside', () => {
    const all = filesUnder(APP, (n) => n.endsWith('.css')).filter(
      (f) => f !== CONSOLE_CSS && f !== 'styles/site.css',
    );
    expect(imported.length).toBeGreaterThan(40);
    expect(new Set(imported).size).toBe(imported.length);
    expect([...imported].sort()).toEqual(all.sort());
  });

  it('the tokens and the base come before the pages’ own rules, which may override them', () => {
    expect(imported.indexOf('styles/base.css')).toBeGreaterThan(imported.indexOf('styles/tokens.css'));
    expect(imported.indexOf('styles/pages.css')).toBeGreaterThan(imported.indexOf('styles/base.css'));
  });

  it('no module imports a stylesheet itself (its place in the cascade would follow the script split)', () => {
    const offenders = filesUnder(APP, (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n)).flatMap((file) =>
      [...readFileSync(join(APP, file), 'utf8').matchAll(/^import '([^']+\.css)';$/gm)]
        .map((m) => `${file}: ${m[1]}`)
        .filter((line) => line !== 'root.tsx: ./styles/site.css'),
    );
    expect(offenders).toEqual([]);
  });
});
