import type { Resources, TextKey, Texts, TextValues } from '@posylka/texts';
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';

type Ns = keyof Resources & string;
type KeyOf<N extends Ns> = TextKey<Resources[N]>;
/** Any site key with its namespace in front (`layout:auth.login`). */
type PrefixedKey = { [N in Ns]: `${N}:${KeyOf<N>}` }[Ns];
type FirstNs<N> = N extends readonly [infer F, ...unknown[]] ? F : N;

/**
 * `t` of a page's namespace, with keys checked against the Ukrainian source: a key of the namespace,
 * any namespace's key with its `ns:` prefix, or another namespace's key with `{ ns }`.
 */
export interface TFunction<N extends Ns> {
  (key: KeyOf<N> | PrefixedKey, values?: TextValues): string;
  <M extends Ns>(key: KeyOf<M>, values: TextValues & { ns: M }): string;
}

const TextsContext = createContext<Texts | null>(null);

/** The page's texts (one object per render tree, so per SSR request) for `useTranslation` below. */
export function TextsProvider({ texts, children }: { texts: Texts; children?: ReactNode }) {
  return createElement(TextsContext.Provider, { value: texts }, children);
}

export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTranslation must be used inside <TextsProvider>');
  return texts;
}

/**
 * `t` over a namespace (the default one without an argument; the first of a list). The function keeps
 * its identity while the texts and namespace do, so it can sit in effect and memo dependencies.
 */
export function useTranslation<const N extends Ns | readonly [Ns, ...Ns[]] = 'common'>(
  ns?: N,
): { t: TFunction<FirstNs<N> & Ns>; texts: Texts } {
  const texts = useTexts();
  const first = (Array.isArray(ns) ? ns[0] : ns) as string | undefined;
  const t = useMemo(
    () =>
      ((key: string, values?: TextValues) =>
        texts.t(key, values?.ns || !first ? values : { ...values, ns: first })) as TFunction<FirstNs<N> & Ns>,
    [texts, first],
  );
  return { t, texts };
}
