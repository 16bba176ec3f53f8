import type { RootData } from '../../root-data.js';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The catalogue's meta texts in the page language (meta runs outside React: read the root's resources). */
export function catalogTexts(matches: ReadonlyArray<MatchLike | undefined>) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  const meta = (root?.resources.catalog as { meta?: Record<string, string> } | undefined)?.meta ?? {};
  return {
    title: meta.title ?? 'Posylka',
    description: meta.description ?? '',
    filtered: meta.filtered ?? '{{filter}} | Posylka',
    shopTitle: meta.shopTitle ?? '{{shop}} | Posylka',
    shopDescription: meta.shopDescription ?? '{{description}}',
  };
}

export function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
