import type { ForwardingOrder } from '@posylka/contract';
import { forwardingOrderStepSchema, type CurrencyCode, type Locale, type WizardStep } from '@posylka/domain';
import { useRef } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useRecheckErrorsOnChange } from '../../forms/recheck-errors.js';
import {
  orderFormValues,
  orderStepInput,
  orderStepPayload,
  type OrderFormValues,
} from './step-order/order-form-values.js';
import {
  productsFormValues,
  productsPayload,
  productsStepSchema,
  type ProductsFormValues,
} from './step-products/products-form-values.js';
import { scrollToFirstError, showViolations, stepResolver } from './step-resolver.js';
import type { StepHandle } from './types.js';

/** The order and products steps' inputs in one form: their field names do not meet. */
export type WizardFormValues = OrderFormValues & ProductsFormValues;
export type WizardForm = UseFormReturn<WizardFormValues>;

export const ORDER_FIELDS = [
  'country',
  'company',
  'companyName',
  'receivedTrackNumber',
  'noTrackNumber',
  'number',
] as const satisfies readonly (keyof OrderFormValues)[];

export const PRODUCTS_FIELDS = [
  'name',
  'items',
  'taxAgreement',
  'isApplyDiscount',
  'promoCode',
  'churnAccepted',
  'isBlocked',
] as const satisfies readonly (keyof ProductsFormValues)[];

/** Each step's domain schema; `trigger(fields)` keeps the errors of the fields it names only. */
function wizardResolver(locale: Locale, isOverCustomsLimit: () => boolean): Resolver<WizardFormValues> {
  const order = stepResolver<WizardFormValues>(() => forwardingOrderStepSchema, locale, {
    input: orderStepInput,
  });
  const products = stepResolver<WizardFormValues>(() => productsStepSchema(isOverCustomsLimit()), locale);
  return async (values, context, options) => {
    const [a, b] = await Promise.all([order(values, context, options), products(values, context, options)]);
    const errors = { ...a.errors, ...b.errors };
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/**
 * The wizard's form. `customsOver` is the products' live customs decision (the results form's rules
 * depend on it), written by the products step as the prices are typed.
 */
export function useWizardForm(order: ForwardingOrder | null, locale: Locale) {
  const customsOver = useRef(order?.states.isOverLimitPriceCustomsClearance ?? false);
  const form = useForm<WizardFormValues>({
    resolver: wizardResolver(locale, () => customsOver.current),
    mode: 'onTouched',
    defaultValues: { ...orderFormValues(order), ...productsFormValues(order) },
  });
  useRecheckErrorsOnChange(form);
  return { form, customsOver };
}

/**
 * The order and products steps over the one form, as the wizard's actions use a step: each checks
 * its fields with `trigger` (scrolling to the first error in its section `root`), gives its part of
 * the payload and shows the server's violations. The products count only once their step is on the
 * page (`currency` is null before): until then the saved order's items are the payload's.
 */
export function formSteps(
  form: WizardForm,
  root: (step: WizardStep) => HTMLElement | null,
  currency: CurrencyCode | null,
): Partial<Record<WizardStep, StepHandle>> {
  const validate = (step: WizardStep, fields: readonly (keyof WizardFormValues)[]) => async () => {
    const ok = await form.trigger([...fields]);
    if (!ok) scrollToFirstError(root(step));
    return ok;
  };
  const order: StepHandle = {
    validate: validate('ORDER', ORDER_FIELDS),
    values: () => orderStepPayload(form.getValues()),
    showViolations: (violations) => {
      showViolations(violations, form.setError, (field) => (field === 'companyName' ? 'company' : field));
      scrollToFirstError(root('ORDER'));
    },
  };
  if (currency == null) return { ORDER: order };
  const products: StepHandle = {
    validate: validate('PRODUCTS', PRODUCTS_FIELDS),
    values: () => productsPayload(form.getValues(), currency),
    showViolations: (violations) => {
      // SPEC §5 "If the server reports a promoCode error and the code is restricted by codes, it is
      // removed automatically": the refused code leaves the form, its message stays under the field.
      if (violations.some((v) => v.property === 'promoCode')) form.setValue('promoCode', '');
      // The payload's items[i].categoryId and unitPrice.amount are the rows' category and price.
      showViolations(violations, form.setError, (field) =>
        field
          .replace(/^items\.(\d+)\.categoryId$/, 'items.$1.category')
          .replace(/^items\.(\d+)\.unitPrice\.amount$/, 'items.$1.price')
          .replace(/^discount$/, 'isApplyDiscount')
          .replace(/^items$/, 'items.0.name'),
      );
      scrollToFirstError(root('PRODUCTS'));
    },
  };
  return { ORDER: order, PRODUCTS: products };
}

/** The order step's fields as the server saved them (a service-created order locks its track number). */
export function resetOrderFields(form: WizardForm, saved: ForwardingOrder): void {
  const values = orderFormValues(saved);
  for (const field of ORDER_FIELDS) form.resetField(field, { defaultValue: values[field] });
}

/**
 * The products step's fields from the order as just saved, when leaving step 1 first shows the
 * products: the step starts from what the server holds, not from the order the wizard opened with.
 */
export function fillProductsFields(form: WizardForm, saved: ForwardingOrder): void {
  const values = productsFormValues(saved);
  form.setValue('name', values.name);
  form.setValue('items', values.items);
  form.setValue('taxAgreement', values.taxAgreement);
  form.setValue('isApplyDiscount', values.isApplyDiscount);
  form.setValue('promoCode', values.promoCode);
  form.setValue('churnAccepted', values.churnAccepted);
  form.setValue('isBlocked', values.isBlocked);
}
