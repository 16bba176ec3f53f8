import { formatMoney, isCurrencyCode } from '@posylka/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { Input } from '../../components/ui/input.js';
import { useLocale } from '../../i18n/use-locale.js';
import type { CheckoutValues } from './form-values.js';
import { overPriceTerms } from './side-note.js';

export interface ProductLineProps {
  index: number;
  /** Edit mode: "only quantity and price" can change; the rest is read-only (SPEC §4). */
  isEdit: boolean;
  /** Edit mode: the paid line's values, which the new ones cannot go above. */
  original?: { quantity: number; price: string } | undefined;
  /** The settings currency the prices are in (USD). */
  currency: string;
  canDelete: boolean;
  onDelete: () => void;
  /** The form re-checks every line's link when one changes (one shop, no duplicates). */
  onLinkChange: () => void;
}

/** One product line of the buy-out (SPEC §3 "Product line"): link, name, size, color, quantity, price, comment, options. */
export function ProductLine({
  index,
  isEdit,
  original,
  currency,
  canDelete,
  onDelete,
  onLinkChange,
}: ProductLineProps) {
  const { t } = useTranslation('buyoutCheckout');
  const locale = useLocale();
  const form = useFormContext<CheckoutValues>();
  const errors = form.formState.errors.products?.[index];
  const paidPrice =
    original && isCurrencyCode(currency) ? formatMoney({ amount: original.price, currency }, locale) : null;
  const field = <K extends 'link' | 'name' | 'size' | 'color' | 'quantity' | 'price' | 'comment'>(name: K) =>
    `products.${index}.${name}` as const;

  return (
    <li className="bo-line" aria-label={t('products.lineLabel', { n: index + 1 })}>
      <div className="bo-line__head">
        <span className="bo-line__number">{t('products.lineLabel', { n: index + 1 })}</span>
        {canDelete && (
          <Button type="button" variant="ghost" size="sm" onClick={onDelete}>
            {t('products.delete')}
          </Button>
        )}
      </div>
      <Input
        label={t('products.link')}
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        readOnly={isEdit}
        placeholder="https://"
        error={errors?.link?.message}
        {...form.register(field('link'), { onChange: onLinkChange })}
      />
      <Input
        label={t('products.name')}
        required
        autoComplete="off"
        readOnly={isEdit}
        hint={t('products.nameHint')}
        error={errors?.name?.message}
        {...form.register(field('name'))}
      />
      <div className="field-row">
        <Input
          label={t('products.size')}
          autoComplete="off"
          readOnly={isEdit}
          error={errors?.size?.message}
          {...form.register(field('size'))}
        />
        <Input
          label={t('products.color')}
          autoComplete="off"
          readOnly={isEdit}
          error={errors?.color?.message}
          {...form.register(field('color'))}
        />
      </div>
      <div className="field-row">
        <Input
          label={t('products.quantity')}
          required
          inputMode="numeric"
          hint={original ? t('products.originalQuantity', { value: original.quantity }) : undefined}
          error={errors?.quantity?.message}
          {...form.register(field('quantity'))}
        />
        <Input
          label={t('products.price')}
          required
          inputMode="decimal"
          hint={paidPrice ? t('products.originalPrice', { value: paidPrice }) : undefined}
          error={errors?.price?.message}
          // "comma becomes dot": the domain reads either and the saved price is canonical.
          {...form.register(field('price'))}
        />
      </div>
      <Input
        label={t('products.comment')}
        autoComplete="off"
        readOnly={isEdit}
        error={errors?.comment?.message}
        {...form.register(field('comment'))}
      />
      <div className="bo-line__options">
        {(['allowOverpricing', 'allowLowerQuantity'] as const).map((option) => (
          <Controller
            key={option}
            control={form.control}
            name={`products.${index}.${option}`}
            render={({ field: box }) => (
              <Checkbox
                label={
                  option === 'allowOverpricing'
                    ? t('products.allowOverpricing', overPriceTerms(locale))
                    : t('products.allowLowerQuantity')
                }
                checked={box.value}
                name={box.name}
                ref={box.ref}
                disabled={isEdit}
                onBlur={box.onBlur}
                onChange={(event) => box.onChange(event.target.checked)}
              />
            )}
          />
        ))}
      </div>
    </li>
  );
}
