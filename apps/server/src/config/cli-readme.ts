// Rewrites the configuration table of README.md from CONFIG_VARIABLES.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';
import { replaceConfigTable } from './readme-table.js';

const file = join(REPO_ROOT, 'README.md');
writeFileSync(file, replaceConfigTable(readFileSync(file, 'utf8')));
console.info(`updated ${file}`);
