import {
  formatMoney,
  formatPercent,
  isCurrencyCode,
  type ForwardingFeeKind,
  type Locale,
  type Money,
} from '@posylka/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';

/** A fee line as the domain (forwardingFeeLines) or the API (order.feeLines, percent as a decimal string) gives it. */
export type ForwardingFeeLineLike = {
  kind: ForwardingFeeKind;
  percent: number | string;
  cost: { amount: string; currency: string };
};

export type ForwardingFeeRow = { kind: ForwardingFeeKind; term: string; hint: string | null; amount: string };

const moneyText = (m: { amount: string; currency: string }, locale: Locale) =>
  isCurrencyCode(m.currency) ? formatMoney(m as Money, locale) : `${m.amount} ${m.currency}`;

/**
 * The guarantee and the insurance fee in the page's language: one set of names (common:fees) with
 * the percent and one amount each, the same on the wizard, the success page and the parcel page
 * (issue 14 item 9 "One fee name and one number").
 */
export function useForwardingFeeRows(lines: readonly ForwardingFeeLineLike[]): ForwardingFeeRow[] {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return lines.map((line) => {
    const percent = formatPercent(line.percent, locale);
    const guarantee = line.kind === 'guarantee';
    return {
      kind: line.kind,
      term: guarantee ? t('fees.guarantee', { percent }) : t('fees.insurance', { percent }),
      hint: guarantee ? t('fees.guaranteeHint') : null,
      amount: moneyText(line.cost, locale),
    };
  });
}

/**
 * The fee lines as rows of a description list (`<div><dt/><dd/></div>`): `rowClassName` is the page's
 * row style, `after` adds to an amount (the parcel page's "≈ in hryvnias").
 */
export function ForwardingFeeRows({
  lines,
  rowClassName,
  after,
}: {
  lines: readonly ForwardingFeeLineLike[];
  rowClassName?: string;
  after?: (kind: ForwardingFeeKind) => ReactNode;
}) {
  const rows = useForwardingFeeRows(lines);
  return (
    <>
      {rows.map((row) => (
        <div key={row.kind} className={rowClassName} data-fee={row.kind}>
          <dt>
            {row.term}
            {row.hint && <span className="fee-rows__hint">{row.hint}</span>}
          </dt>
          <dd>
            {row.amount}
            {after?.(row.kind)}
          </dd>
        </div>
      ))}
    </>
  );
}
