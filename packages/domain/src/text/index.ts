// Text helpers: Cyrillic to Latin transliteration and the product-name character rule (SPEC §5).
export { transliterate, hasCyrillic } from './transliterate.js';
export { PRODUCT_NAME_PUNCTUATION, disallowedNameChars, listChars } from './product-name.js';
