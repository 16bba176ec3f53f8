import type { MetaDescriptor } from 'react-router';
import type { AdminShellData } from './admin-context.js';
import type { AdminKey } from './admin-i18n.js';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The console layout route's id in routes.ts. */
export const ADMIN_LAYOUT_ID = 'admin';

function lookup(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Title of a console page in the console language (meta runs outside React, so the texts are read
 * from the layout loader's data), and noindex: the console is not for search engines.
 */
export function adminMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  key: AdminKey,
  values: Record<string, string> = {},
): MetaDescriptor[] {
  const shell = matches.find((m) => m?.id === ADMIN_LAYOUT_ID)?.loaderData as AdminShellData | undefined;
  const text = lookup(shell?.resources.admin, key) ?? 'Posylka';
  const title = text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}
