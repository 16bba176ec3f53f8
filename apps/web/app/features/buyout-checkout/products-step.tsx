import type { OriginalLine } from '@posylka/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { newLine, type CheckoutValues } from './form-values.js';
import { ProductLine } from './product-line.js';

export interface ProductsStepProps {
  isEdit: boolean;
  originals: ReadonlyMap<string, OriginalLine> | undefined;
  /** The settings currency of the prices (USD). */
  currency: string;
  /** The line count after an add, for the first-product and over-products-fee modals. */
  onAdded: (count: number) => void;
}

/** Step 1 "Products": the order name and the product lines (SPEC §2, §3, §5 "Buy-out"). */
export function ProductsStep({ isEdit, originals, currency, onAdded }: ProductsStepProps) {
  const { t } = useTranslation('buyoutCheckout');
  const form = useFormContext<CheckoutValues>();
  const lines = useFieldArray({ control: form.control, name: 'products', keyName: 'key' });
  const rootError = form.formState.errors.products?.root?.message;

  // Link rules look across lines (one shop, no repeats): re-check the links already being shown.
  const recheckLinks = () => {
    const touched = form
      .getValues('products')
      .map((_, i) => `products.${i}.link` as const)
      .filter((name) => form.getFieldState(name).isTouched || form.getFieldState(name).error);
    if (touched.length > 0) void form.trigger(touched);
  };

  return (
    <div className="bo-products">
      <Input
        label={t('products.orderName')}
        autoComplete="off"
        readOnly={isEdit}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <ol className="bo-products__list">
        {lines.fields.map((line, index) => (
          <ProductLine
            key={line.key}
            index={index}
            isEdit={isEdit}
            original={line.id ? originals?.get(line.id) : undefined}
            currency={currency}
            canDelete={!isEdit && lines.fields.length > 1}
            onDelete={() => {
              lines.remove(index);
              recheckLinks();
            }}
            onLinkChange={recheckLinks}
          />
        ))}
      </ol>
      {rootError && (
        <p className="field__error" role="alert">
          {rootError}
        </p>
      )}
      {!isEdit && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            lines.append(newLine(), { shouldFocus: false });
            onAdded(lines.fields.length + 1);
          }}
        >
          + {t('products.add')}
        </Button>
      )}
    </div>
  );
}
