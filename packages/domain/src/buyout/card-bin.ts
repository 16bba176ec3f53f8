/**
 * Card scheme of a BIN (the first 6-8 digits of a card number), for POST /validate-card-number.
 * Luhn is not checked: a BIN is only a prefix. Ranges are the published IIN ranges of each scheme;
 * Prostir is the Ukrainian national scheme (9804).
 */
export const CARD_SCHEME_NAMES = [
  'visa',
  'mastercard',
  'maestro',
  'amex',
  'discover',
  'jcb',
  'unionpay',
  'prostir',
  'unknown',
] as const;
export type CardScheme = (typeof CARD_SCHEME_NAMES)[number];

const inRange = (prefix: string, digits: number, from: number, to: number) => {
  const value = Number(prefix.slice(0, digits));
  return prefix.length >= digits && value >= from && value <= to;
};

export function cardSchemeOf(bin: string): { valid: boolean; scheme: CardScheme } {
  const digits = bin.replace(/[\s-]/g, '');
  if (!/^\d{6,8}$/.test(digits)) return { valid: false, scheme: 'unknown' };
  const scheme: CardScheme = digits.startsWith('9804')
    ? 'prostir'
    : digits.startsWith('4')
      ? 'visa'
      : inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)
        ? 'mastercard'
        : digits.startsWith('34') || digits.startsWith('37')
          ? 'amex'
          : digits.startsWith('6011') || digits.startsWith('65') || inRange(digits, 3, 644, 649)
            ? 'discover'
            : inRange(digits, 4, 3528, 3589)
              ? 'jcb'
              : digits.startsWith('62')
                ? 'unionpay'
                : digits.startsWith('50') || inRange(digits, 2, 56, 69)
                  ? 'maestro'
                  : 'unknown';
  return { valid: scheme !== 'unknown', scheme };
}
