import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../root-data.js';
import type { Namespace } from '@posylka/texts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

function lookup(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Title and description of a page in the page language, read from the root loader's resources
 * (`meta` runs outside React, so there are no texts from the provider here).
 */
export function pageMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  ns: Namespace,
  keys: { title: string; description?: string },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  const texts = root?.resources[ns];
  const title = lookup(texts, keys.title) ?? 'Posylka';
  const out: MetaDescriptor[] = [{ title }, { property: 'og:title', content: title }];
  const description = keys.description ? lookup(texts, keys.description) : undefined;
  if (description) {
    out.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    );
  }
  return out;
}
