import type { LoyaltyHistory } from '@posylka/contract';
import { formatMoney, KYIV_TIME_ZONE, LOCALE_TAGS } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';

/** SPEC §3 bonus history: date, earn or spend, value, and totals in UAH. */
export function BonusHistory({ history }: { history: LoyaltyHistory }) {
  const { t } = useTranslation('widgets');
  const locale = useLocale();
  // Numeric dates stay on one line in the narrow modal on a phone.
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: KYIV_TIME_ZONE,
  });
  if (history.items.length === 0) return <p className="bonus-history__empty">{t('bonuses.empty')}</p>;
  return (
    <div className="bonus-history">
      <dl className="bonus-totals">
        <div>
          <dt>{t('bonuses.earned')}</dt>
          <dd className="bonus-totals__earn">{formatMoney(history.totals.earned, locale)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.spent')}</dt>
          <dd className="bonus-totals__spend">{formatMoney(history.totals.spent, locale)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.balanceTotal')}</dt>
          <dd>
            <strong>{formatMoney(history.totals.balance, locale)}</strong>
          </dd>
        </div>
      </dl>
      <p className="bonus-history__count">{t('bonuses.operations', { count: history.items.length })}</p>
      <table className="bonus-table">
        <thead>
          <tr>
            <th scope="col">{t('bonuses.date')}</th>
            <th scope="col">{t('bonuses.what')}</th>
            <th scope="col" className="bonus-table__amount">
              {t('bonuses.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.items.map((item) => (
            <tr key={item.id} data-testid="bonus-row">
              <td>
                <time dateTime={item.date}>{date.format(new Date(item.date))}</time>
              </td>
              <td>
                {t(`bonuses.reasons.${item.reason}`)}
                {item.orderRef && (
                  <span className="bonus-table__ref"> · {t('bonuses.order', { ref: item.orderRef })}</span>
                )}
              </td>
              <td className={`bonus-table__amount bonus-table__amount--${item.type}`}>
                {item.type === 'earn' ? '+' : '−'}
                {formatMoney(item.value, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
