import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.js';
import { replaceConfigTable } from './readme-table.js';

describe('README configuration table', () => {
  it('matches the variables the server reads (run `npm run docs:config` after changing them)', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(replaceConfigTable(readme)).toBe(readme);
  });
});
