// @vitest-environment node
// The site ships one stylesheet (docs/decisions/008): a class styled in two features' CSS files
// would apply on both features' pages, and which rule wins depends on file order. Shared styles
// belong in app/styles or app/components; feature classes carry the feature's prefix.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP = fileURLToPath(new URL('..', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The class a rule's selector starts with (".a__b:hover > .c" -> ".a__b"), per selector list item. */
function leadingClasses(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const classes: string[] = [];
  for (const match of withoutComments.matchAll(/([^{}@;]+)\{/g)) {
    for (const selector of (match[1] ?? '').split(',')) {
      const lead = /^\s*(\.[\w-]+)/.exec(selector);
      if (lead?.[1]) classes.push(lead[1]);
    }
  }
  return classes;
}

describe('one stylesheet: no class is styled by two features', () => {
  it('finds the leading class of each selector', () => {
    expect(leadingClasses('.a__b:hover > .c, .d { x: 1 } /* .e {} */ @media (x) { .f .g { y: 2 } }')).toEqual(
      ['.a__b', '.d', '.f'],
    );
  });

  it('every leading class of a feature stylesheet belongs to that feature only', () => {
    const owners = new Map<string, Set<string>>();
    for (const file of cssFiles(join(APP, 'features'))) {
      const feature = relative(join(APP, 'features'), file).split(/[\\/]/)[0] ?? file;
      for (const cls of leadingClasses(readFileSync(file, 'utf8'))) {
        const set = owners.get(cls) ?? new Set<string>();
        set.add(feature);
        owners.set(cls, set);
      }
    }
    const shared = [...owners]
      .filter(([, features]) => features.size > 1)
      .map(([cls, f]) => `${cls}: ${[...f].join(', ')}`);
    expect(shared).toEqual([]);
  });
});
