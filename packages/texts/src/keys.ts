type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The keys of a namespace as `t` takes them: nested objects joined with dots, and the plural forms of
 * a key (`count_one`, `count_few`...) as the one key (`count`); a list of lines (an e-mail's
 * paragraphs, read with `returnObjects`) is one key too. Checked against the Ukrainian source.
 */
export type TextKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly string[]
    ? K extends `${infer Base}_${PluralSuffix}`
      ? `${P}${Base}`
      : `${P}${K}`
    : TextKey<T[K], `${P}${K}.`>;
}[keyof T & string];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys of a namespace at run time, as TextKey spells them. */
export function textKeys(tree: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string' || Array.isArray(value)) keys.add(path.replace(PLURAL_SUFFIX, ''));
    else for (const nested of textKeys(value as Record<string, unknown>, `${path}.`)) keys.add(nested);
  }
  return [...keys];
}
