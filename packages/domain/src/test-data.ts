// Test support: the repository's reference data, `data/` at the repo root (see data/SOURCES.md).
// Only tests import this file. The domain package has no Node typings on purpose (its code must stay
// I/O-free), so fs is loaded by name with a local type.
const fsModule = 'node:fs';
const { readFileSync } = (await import(fsModule)) as { readFileSync(path: URL, encoding: 'utf8'): string };

/** The text of a file of data/, named by its path inside data/. */
export function readDataFile(name: string): string {
  return readFileSync(new URL(`../../../data/${name}`, import.meta.url), 'utf8');
}
