import type { ForwardingOrder, ForwardingOrderSettings } from '@posylka/contract';
import type { CurrencyCode, ForwardingResults } from '@posylka/domain';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { computeResults, ResultsPanel } from '../results-panel/index.js';
import { productsFilled, resultItems, type ProductsFormValues } from './products-form-values.js';

export interface LiveResultsProps {
  order: ForwardingOrder | null;
  country: string;
  currency: CurrencyCode;
  settings: ForwardingOrderSettings | undefined;
  bonusBalance: { amount: string; currency: string } | null;
  isEditMode: boolean;
  customsOver: React.MutableRefObject<boolean>;
  onResults: (results: ForwardingResults | null, filled: boolean) => void;
  onClearSavedPromo: () => Promise<void>;
}

/**
 * The results panel with its figures for the rows as typed. It alone watches the rows (`useWatch`),
 * so a keystroke in a price re-renders this panel and not the wizard with its 20 rows (issue 17
 * item 5: a keystroke within one frame). `watch('items')` higher up would re-render the form's host,
 * the whole wizard, as React Hook Form documents for `watch`.
 */
export function LiveResults(props: LiveResultsProps) {
  const { order, currency, settings, bonusBalance, customsOver, onResults } = props;
  const form = useFormContext<ProductsFormValues>();
  const items = useWatch({ control: form.control, name: 'items' });
  const itemsKey = JSON.stringify(items.map((r) => [r.quantity, r.price, r.taxFree, r.name]));
  const results = useMemo(
    () =>
      computeResults({
        items: resultItems(items),
        currency,
        settings,
        additionalServices: order?.additionalServices,
        bonusBalance,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- itemsKey stands for the watched rows
    [itemsKey, currency, settings, order?.additionalServices, bonusBalance],
  );
  customsOver.current = results?.isOverLimit ?? order?.states.isOverLimitPriceCustomsClearance ?? false;
  const filled = productsFilled({ items });
  useEffect(() => onResults(results, filled), [results, filled, onResults]);

  if (!results?.showPanel) return null;
  return (
    <ResultsPanel
      form={form}
      results={results}
      country={props.country}
      customsLimit={settings?.countryLimitPriceCustomsClearance}
      bonusBalance={bonusBalance}
      isEditMode={props.isEditMode}
      savedPromo={order?.promo != null}
      onClearSavedPromo={props.onClearSavedPromo}
    />
  );
}
