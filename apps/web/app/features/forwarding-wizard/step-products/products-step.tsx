import type { CountryItem, ForwardingOrder, ForwardingOrderSettings } from '@posylka/contract';
import { currencyLabel, isCurrencyCode, type CurrencyCode, type ForwardingResults } from '@posylka/domain';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { Select } from '../../../components/ui/select.js';
import { firstTime } from '../one-time.js';
import { LiveResults } from './live-results.js';
import { ProductRow } from './product-row.js';
import { newRow, type ProductsFormValues } from './products-form-values.js';

export interface ProductsStepProps {
  order: ForwardingOrder | null;
  country: CountryItem | undefined;
  settings: ForwardingOrderSettings | undefined;
  bonusBalance: { amount: string; currency: string } | null;
  isEditMode: boolean;
  /** The live customs decision, for the results form's rules (the wizard's form resolver reads it). */
  customsOver: React.MutableRefObject<boolean>;
  /** The prices' currency for the save payload; null while the step is not on the page. */
  currencyOut: React.MutableRefObject<CurrencyCode | null>;
  /** Live figures for the shell: documents step, the customs explanation on "Next", post-box cap. */
  onResults: (results: ForwardingResults | null, filled: boolean) => void;
  onClearSavedPromo: () => Promise<void>;
}

/** The first of the candidates that is a currency we price in (the server refuses any other). */
function firstCurrency(...candidates: (string | undefined)[]): CurrencyCode {
  return candidates.find((c): c is CurrencyCode => c !== undefined && isCurrencyCode(c)) ?? 'USD';
}

/** Step 2 "Products" with the results panel (SPEC §2), on the wizard's form. */
export function ProductsStep(props: ProductsStepProps) {
  const { order, country, settings, customsOver, currencyOut } = props;
  const { t } = useTranslation('forwarding');
  // "Choosing 'no category' ... the first time, shows an info modal" (SPEC §4): a note under the row
  // whose box was ticked (issue 18 item 3), which leaves the focus where the customer goes on typing.
  const [noCategoryNoteRow, setNoCategoryNoteRow] = useState<string | null>(null);
  const currencies = useMemo(
    () => settings?.currencies ?? country?.formCurrencies ?? [],
    [settings?.currencies, country?.formCurrencies],
  );
  const [currency, setCurrency] = useState<CurrencyCode>(() =>
    firstCurrency(order?.items[0]?.unitPrice.currency, country?.currency.code),
  );
  // A new country offers other currencies: fall back to its own.
  useEffect(() => {
    if (currencies.length > 0 && !currencies.includes(currency))
      setCurrency(firstCurrency(country?.currency.code, currencies[0]));
  }, [currencies, currency, country]);

  // The wizard's save reads it; before this step is on the page, the saved order's items are saved.
  useEffect(() => {
    currencyOut.current = currency;
    return () => {
      currencyOut.current = null;
    };
  }, [currency, currencyOut]);

  const form = useFormContext<ProductsFormValues>();
  const rows = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const symbol = currencyLabel(currency);

  return (
    <div className="fw-step__fields">
      <Input
        label={t('products.orderName')}
        hint={t('products.orderNameHint')}
        autoComplete="off"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      {currencies.length > 1 && (
        <div className="fw-products__currency">
          <Select
            label={t('products.currency')}
            options={currencies.map((c) => ({ value: c, label: c }))}
            value={currency}
            onChange={(value) => {
              if (isCurrencyCode(value)) setCurrency(value);
            }}
          />
        </div>
      )}
      <ol className="fw-product-rows">
        {rows.fields.map((row, index) => (
          <ProductRow
            key={row.key}
            form={form}
            index={index}
            currencySymbol={symbol}
            canDelete={rows.fields.length > 1}
            onDelete={() => rows.remove(index)}
            noCategoryNote={noCategoryNoteRow === row.key}
            onNoCategory={() => {
              if (firstTime('noCategory')) setNoCategoryNoteRow(row.key);
            }}
          />
        ))}
      </ol>
      <Button type="button" variant="secondary" onClick={() => rows.append(newRow(), { shouldFocus: false })}>
        + {t('products.add')}
      </Button>
      <LiveResults
        order={order}
        country={country?.id ?? ''}
        currency={currency}
        settings={settings}
        bonusBalance={props.bonusBalance}
        isEditMode={props.isEditMode}
        customsOver={customsOver}
        onResults={props.onResults}
        onClearSavedPromo={props.onClearSavedPromo}
      />
    </div>
  );
}
