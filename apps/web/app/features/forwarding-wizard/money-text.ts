import { formatMoney, isCurrencyCode, type Locale, type Money } from '@posylka/domain';

/** Money from the API (currency typed as a string) formatted like the rest of the site (SPEC §9). */
export function formatMoneyLoose(m: { amount: string; currency: string }, locale: Locale): string {
  return isCurrencyCode(m.currency) ? formatMoney(m as Money, locale) : `${m.amount} ${m.currency}`;
}
