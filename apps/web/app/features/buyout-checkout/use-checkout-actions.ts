import {
  isApiError,
  type ApiClient,
  type BuyoutOrder,
  type UserAddress,
  type Violation,
} from '@posylka/contract';
import { isLockerAllowed, isNewAddressOption } from '@posylka/domain';
import { useMutation } from '@tanstack/react-query';
import type { Dispatch, MutableRefObject, SetStateAction } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { addressPayload, switchTab } from '../addresses/index.js';
import { startPayment } from '../order-core/index.js';
import type { AutoSaver } from './auto-saver.js';
import type { BuyoutApi } from './buyout-api.js';
import { fieldOfViolation, type CheckoutStep } from './checkout-steps.js';
import type { CheckoutWizardAction } from './checkout-steps-reducer.js';
import { liveFees } from './fees.js';
import { draftBody, editBody, type CheckoutValues, type DraftBody } from './form-values.js';
import type { BuyoutCheckoutData } from './load-checkout.js';
import { firstStepWithErrors, STEP_FIELDS } from './step-fields.js';

const isRejection = (error: unknown) => isApiError(error) && error.status === 422;

/**
 * What the wizard's buttons do: leave a step (validated, its new address saved, the draft saved) and
 * pay (SPEC §4). Both run as mutations, so the busy state is theirs; 422s land on the form's fields.
 */
export function useCheckoutActions(deps: {
  form: UseFormReturn<CheckoutValues>;
  api: ApiClient;
  bapi: BuyoutApi;
  settings: BuyoutCheckoutData['settings'];
  isEdit: boolean;
  order: BuyoutOrder | null;
  orderIdRef: MutableRefObject<string | null>;
  saver: AutoSaver<DraftBody>;
  applySaved: (sent: DraftBody, saved: BuyoutOrder) => DraftBody;
  setAddresses: Dispatch<SetStateAction<UserAddress[]>>;
  searchParams: URLSearchParams;
  dispatch: Dispatch<CheckoutWizardAction>;
}) {
  const { form, bapi, isEdit, saver, dispatch } = deps;
  const { t } = useTranslation('buyoutCheckout');
  const navigate = useNavigate();
  const to = useLocalizedPath();

  const showViolations = (violations: readonly Violation[]) => {
    const steps = violations.map((v) => {
      const { step, field } = fieldOfViolation(v.property);
      form.setError(field as FieldPath<CheckoutValues>, { type: 'server', message: v.message });
      return step;
    });
    dispatch({ type: 'rejected', steps });
  };

  const validate = async (step: CheckoutStep) => {
    const ok = await form.trigger(STEP_FIELDS[step] as FieldPath<CheckoutValues>[], { shouldFocus: true });
    dispatch({ type: 'checked', step, hasError: !ok });
    return ok;
  };

  /**
   * Over the locker cap the new address leaves the locker tab for the department one. Done when the
   * delivery step opens rather than on every price keystroke, so the products form is left alone.
   */
  const ensureTabAllowed = () => {
    const values = form.getValues();
    const uah = liveFees(values.products, deps.settings)?.totalUah.amount ?? '0';
    if (!isEdit && !isLockerAllowed(uah) && isNewAddressOption(values.addressId) && values.type === 'box') {
      const reset = switchTab(values, 'department');
      for (const [key, value] of Object.entries(reset)) form.setValue(key as 'type', value as never);
    }
  };

  const leaving = useMutation({
    mutationFn: async (step: CheckoutStep) => {
      if (!(await validate(step))) return;
      // "Payment is revealed after delivery; if the address is not saved, it is saved first."
      const values = form.getValues();
      if (step === 'delivery' && isNewAddressOption(values.addressId)) {
        const created = await deps.api.addresses.create(addressPayload(values));
        deps.setAddresses((list) => [...list, created]);
        form.setValue('addressId', created.id);
      }
      await saver.flush();
      if (step === 'products') ensureTabAllowed();
      dispatch({ type: 'left', step });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) showViolations(error.violations);
    },
  });

  /** "Checkout (new): save the draft, send checkout, then start payment"; "Edit: send edit, then go to the success page." */
  const paying = useMutation({
    mutationFn: async (order: BuyoutOrder) => {
      if (isEdit) {
        await bapi.edit(order.id, editBody(form.getValues()));
        await navigate(to(`/buyout/payment/success?orderId=${order.id}&isEdited=true`));
        return;
      }
      const sent = draftBody(form.getValues(), deps.orderIdRef.current);
      const saved = await bapi.saveDraft(sent);
      deps.applySaved(sent, saved);
      const { id } = await bapi.checkout(saved.id);
      startPayment(await bapi.payment(id, deps.searchParams.get('paymentSystem')));
    },
    onError: (error) => {
      saver.resume();
      if (isApiError(error) && error.status === 422) showViolations(error.violations);
    },
  });

  // A started payment leaves the page: the checkout stays busy until it does.
  const busy = leaving.isPending || paying.isPending || paying.isSuccess;

  const pay = async () => {
    if (busy || !deps.order) return;
    paying.reset();
    const ok = isEdit ? await validate('products') : await form.trigger();
    if (!ok) {
      const step = isEdit ? 'products' : firstStepWithErrors((field) => form.getFieldState(field).invalid);
      if (step) {
        dispatch({ type: 'checked', step, hasError: true });
        dispatch({ type: 'opened', step });
      }
      return;
    }
    saver.cancel();
    paying.mutate(deps.order);
  };

  return {
    busy,
    payError: paying.error && !isRejection(paying.error) ? t('payment.error') : null,
    leave: (step: CheckoutStep) => {
      if (!busy) leaving.mutate(step);
    },
    pay: () => void pay(),
    open: (step: CheckoutStep) => {
      if (step === 'delivery') ensureTabAllowed();
      dispatch({ type: 'opened', step });
    },
  };
}
