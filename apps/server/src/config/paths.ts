import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root: relative paths in the configuration (var/, apps/web/build) resolve from here. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export function fromRepoRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p);
}
