import {
  compareMoney,
  EXPORT_DOCUMENTS_THRESHOLD,
  type ForwardingResults,
  type Money,
} from '@posylka/domain';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../i18n/use-locale.js';
import { formatMoneyLoose } from '../money-text.js';

/** The FAQ article on customs limits the over-limit warning links to (SPEC §2 "a warning with a FAQ link"). */
const CUSTOMS_FAQ = '/faq/360016350892';

/** The customs thresholds of SPEC §4's one-time explanations: the country's limit, then 1000 EUR. */
export type CustomsThreshold = 'over150' | 'over1000';

/** The thresholds the live figures pass: over the country's limit, and over 1000 EUR (export documents). */
export function customsThresholds(results: ForwardingResults | null): CustomsThreshold[] {
  if (!results) return [];
  const sumEur: Money | null =
    results.orderSumEur ?? (results.orderSum.currency === 'EUR' ? results.orderSum : null);
  const passed: CustomsThreshold[] = [];
  if (results.isOverLimit) passed.push('over150');
  if (sumEur != null && compareMoney(sumEur, EXPORT_DOCUMENTS_THRESHOLD) > 0) passed.push('over1000');
  return passed;
}

/**
 * SPEC §2 step 2 "a warning with a FAQ link when the sum is over the country limit", by the order sum
 * in the results; over 1000 EUR it adds the export documents. It follows the prices as they are typed
 * and never takes the focus (issue 18 item 3): the explanation dialogs wait for "Next".
 */
export function CustomsLimitNote({
  results,
  limit,
}: {
  results: ForwardingResults;
  limit: { amount: string; currency: string } | undefined;
}) {
  const { t } = useTranslation('forwarding');
  const locale = useLocale();
  const to = useLocalizedPath();
  const passed = customsThresholds(results);
  if (!passed.includes('over150')) return null;
  return (
    <div className="notice fw-notice fw-notice--warning" data-testid="over-limit-note">
      <p>
        {t('products.overLimit', { limit: limit ? formatMoneyLoose(limit, locale) : '' })}{' '}
        <Link to={to(CUSTOMS_FAQ)} target="_blank" rel="noopener">
          {t('products.overLimitLink')}
        </Link>
      </p>
      {passed.includes('over1000') && <p>{t('modals.over1000Text')}</p>}
    </div>
  );
}
