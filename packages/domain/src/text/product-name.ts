/**
 * Characters a product name may hold besides letters and digits (SPEC §5 "Product rows"):
 * - [ ] " ' : . , % ( ) $ ! ? + | and space. Letters are Latin (diacritics allowed) because names are
 * transliterated on input and customs declarations are written in Latin script.
 */
export const PRODUCT_NAME_PUNCTUATION = '-[]"\':.,%()$!?+| ';

const LATIN_LETTER_OR_DIGIT = /^[\p{Script=Latin}0-9]$/u;

/** The characters of `name` that are not allowed, each once, in order of first appearance. */
export function disallowedNameChars(name: string): string[] {
  const bad: string[] = [];
  for (const ch of name) {
    if (LATIN_LETTER_OR_DIGIT.test(ch) || PRODUCT_NAME_PUNCTUATION.includes(ch)) continue;
    if (!bad.includes(ch)) bad.push(ch);
  }
  return bad;
}

/** How the offending characters are shown in a message: space-separated, a tab or newline named visibly. */
export function listChars(chars: readonly string[]): string {
  return chars.map((ch) => (ch === '\t' ? '⇥' : ch === '\n' ? '↵' : ch)).join(' ');
}
