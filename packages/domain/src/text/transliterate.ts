/**
 * Cyrillic to Latin for product names (SPEC §5: "names are transliterated to Latin on input"), so
 * customs declarations and foreign warehouses read them. Ukrainian letters follow the official
 * national transliteration (Cabinet of Ministers resolution No. 55 of 27.01.2010); Russian-only
 * letters use the same style: ё like є (yo/io), ы -> y, э -> e, ъ dropped like ь.
 */

// [at the start of a word, elsewhere]
const POSITIONAL: Record<string, readonly [string, string]> = {
  є: ['ye', 'ie'],
  ї: ['yi', 'i'],
  й: ['y', 'i'],
  ю: ['yu', 'iu'],
  я: ['ya', 'ia'],
  ё: ['yo', 'io'],
};

const PLAIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ы: 'y',
  э: 'e',
  ъ: '',
};

// Apostrophe variants users type between letters (м'ята, ім’я, подвʼїзд); the resolution drops them.
const APOSTROPHES = new Set(["'", '’', 'ʼ', '`', 'ʹ']);

const isCyrillic = (ch: string | undefined): boolean => ch !== undefined && /\p{Script=Cyrillic}/u.test(ch);
const isLetter = (ch: string | undefined): boolean => ch !== undefined && /\p{L}/u.test(ch);
const isUpper = (ch: string | undefined): boolean =>
  ch !== undefined && ch !== ch.toLowerCase() && ch === ch.toUpperCase();

function latinFor(lower: string, chars: readonly string[], i: number): string | undefined {
  const positional = POSITIONAL[lower];
  if (positional) {
    // A word starts after anything that is not a letter or an in-word apostrophe.
    let j = i - 1;
    while (j >= 0 && APOSTROPHES.has(chars[j]!)) j -= 1;
    return isLetter(chars[j]) ? positional[1] : positional[0];
  }
  // "зг" is written "zgh" so it is not read as "zh".
  if (lower === 'г' && chars[i - 1]?.toLowerCase() === 'з') return 'gh';
  return PLAIN[lower];
}

function applyCase(latin: string, chars: readonly string[], i: number): string {
  if (latin === '' || !isUpper(chars[i])) return latin;
  // In an all-caps word (ЩУКА, USB-ШНУР) every output letter is capital; otherwise only the first (Shchuka).
  const next = chars[i + 1];
  const prev = chars[i - 1];
  const allCaps = isLetter(next) ? isUpper(next) : isUpper(prev);
  return allCaps ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
}

/** Latin transliteration of the Cyrillic letters in `text`; every other character is kept as typed. */
export function transliterate(text: string): string {
  const chars = Array.from(text);
  let out = '';
  chars.forEach((ch, i) => {
    if (APOSTROPHES.has(ch) && isCyrillic(chars[i - 1]) && isCyrillic(chars[i + 1])) return;
    const latin = isCyrillic(ch) ? latinFor(ch.toLowerCase(), chars, i) : undefined;
    out += latin === undefined ? ch : applyCase(latin, chars, i);
  });
  return out;
}

export function hasCyrillic(text: string): boolean {
  return /\p{Script=Cyrillic}/u.test(text);
}
