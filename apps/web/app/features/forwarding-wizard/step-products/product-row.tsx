import { transliterate } from '@posylka/domain';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/ui/button.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { Input } from '../../../components/ui/input.js';
import { CategorySelect } from './category-select.js';
import { DEFAULT_PRICE, type ProductsFormValues } from './products-form-values.js';

export interface ProductRowProps {
  form: UseFormReturn<ProductsFormValues>;
  index: number;
  currencySymbol: string;
  canDelete: boolean;
  onDelete: () => void;
  /** "Choosing 'no category' ... the first time, shows an info modal" (SPEC §4): here, a note. */
  onNoCategory: () => void;
  /** This row shows the one-time "no category" note (while its box stays ticked). */
  noCategoryNote: boolean;
}

/** One product row of step 2 (SPEC §2): number, category or "no category", name, quantity, price. */
export function ProductRow({
  form,
  index,
  currencySymbol,
  canDelete,
  onDelete,
  onNoCategory,
  noCategoryNote,
}: ProductRowProps) {
  const { t } = useTranslation('forwarding');
  const errors = form.formState.errors.items?.[index];
  // useWatch, not watch: a row's own fields re-render the row only (issue 17 item 5).
  const [noCategory, category, categoryName] = useWatch({
    control: form.control,
    name: [`items.${index}.noCategory`, `items.${index}.category`, `items.${index}.categoryName`],
  });
  const validateIfTouched = (field: 'category' | 'noCategory') => {
    if (form.formState.isSubmitted || form.getFieldState(`items.${index}.${field}`).isTouched)
      void form.trigger(`items.${index}.category`);
  };

  return (
    <li className="fw-product-row" aria-label={t('products.rowLabel', { n: index + 1 })}>
      <div className="fw-product-row__head">
        <span className="fw-product-row__number">{t('products.rowLabel', { n: index + 1 })}</span>
        {canDelete && (
          <Button type="button" variant="ghost" size="sm" onClick={onDelete}>
            {t('products.delete')}
          </Button>
        )}
      </div>
      <div className="fw-product-row__category">
        <CategorySelect
          label={t('products.category')}
          value={category ? { id: category, name: categoryName } : null}
          disabled={noCategory}
          error={errors?.category?.message}
          onBlur={() => validateIfTouched('category')}
          onChange={(picked) => {
            form.setValue(`items.${index}.category`, String(picked.id), { shouldDirty: true });
            form.setValue(`items.${index}.categoryName`, picked.name);
            form.setValue(`items.${index}.taxFree`, picked.isTaxFree);
            // "Choosing a category clears 'no category'" (SPEC §4).
            form.setValue(`items.${index}.noCategory`, false);
            void form.trigger(`items.${index}.category`);
          }}
        />
        <Controller
          control={form.control}
          name={`items.${index}.noCategory`}
          render={({ field }) => (
            <Checkbox
              label={t('products.noCategory')}
              checked={field.value}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                const checked = event.target.checked;
                field.onChange(checked);
                if (checked) {
                  // "Choosing 'no category' clears the category" (SPEC §4).
                  form.setValue(`items.${index}.category`, '');
                  form.setValue(`items.${index}.categoryName`, '');
                  form.setValue(`items.${index}.taxFree`, false);
                  onNoCategory();
                }
                void form.trigger(`items.${index}.category`);
              }}
            />
          )}
        />
        <div aria-live="polite">
          {noCategoryNote && noCategory && <p className="fw-inline-note">{t('modals.noCategoryText')}</p>}
        </div>
      </div>
      <Input
        className="fw-product-row__name"
        label={t('products.name')}
        required
        autoComplete="off"
        hint={t('products.nameHint')}
        error={errors?.name?.message}
        {...form.register(`items.${index}.name`, {
          // "names are transliterated to Latin on input" (SPEC §5).
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            const latin = transliterate(event.target.value);
            if (latin !== event.target.value) form.setValue(`items.${index}.name`, latin);
          },
        })}
      />
      <div className="field-row">
        <Input
          label={t('products.quantity')}
          required
          inputMode="numeric"
          error={errors?.quantity?.message}
          {...form.register(`items.${index}.quantity`)}
        />
        <Input
          label={t('products.price', { symbol: currencySymbol })}
          required
          inputMode="decimal"
          error={errors?.price?.message}
          {...form.register(`items.${index}.price`, {
            // "on focus an empty field shows if the value is default or 0; reset to default on blur if empty".
            onBlur: () => {
              if (form.getValues(`items.${index}.price`).trim() === '')
                form.setValue(`items.${index}.price`, DEFAULT_PRICE, { shouldValidate: true });
            },
          })}
          onFocus={(event) => {
            const value = event.target.value.trim();
            if (value === DEFAULT_PRICE || Number(value.replace(',', '.')) === 0)
              form.setValue(`items.${index}.price`, '');
          }}
        />
      </div>
    </li>
  );
}
