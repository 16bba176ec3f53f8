import { isApiError, type BuyoutOrder, type Violation } from '@posylka/contract';
import {
  defaultBuyoutOrderName,
  kyivDayOf,
  formatMoney,
  initialBuyoutLine,
  isLockerAllowed,
  isNewAddressOption,
  normalizePhone,
  payBlocker,
  type OriginalLine,
} from '@posylka/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { Preloader } from '../../components/ui/preloader.js';
import { useRecheckErrorsOnChange } from '../../forms/recheck-errors.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { addressPayload, switchTab } from '../addresses/index.js';
import { startPayment } from '../order-core/index.js';
import { buyoutApi } from './buyout-api.js';
import { CheckoutModals, type CheckoutModal } from './checkout-modals.js';
import { checkoutResolver, type CheckoutRuleContext } from './checkout-resolver.js';
import { CheckoutHeading, checkoutMode } from './checkout-heading.js';
import { CheckoutSection } from './checkout-section.js';
import {
  CHECKOUT_STEPS,
  fieldOfViolation,
  initialSteps,
  nextStep,
  showsEdit,
  showsNext,
  stepIndex,
  type CheckoutStep,
  type StepsState,
} from './checkout-steps.js';
import { DeliveryStep } from './delivery-step.js';
import { liveFees } from './fees.js';
import { FeesPanel } from './fees-panel.js';
import {
  draftBody,
  editBody,
  initialValues,
  lineFromProduct,
  newLine,
  type CheckoutValues,
} from './form-values.js';
import type { BuyoutCheckoutData } from './load-checkout.js';
import { PaymentStep } from './payment-step.js';
import { ProductsStep } from './products-step.js';
import { SideNote } from './side-note.js';
import { firstStepWithErrors, STEP_FIELDS } from './step-fields.js';
import { useDraftAutoSave } from './use-draft-auto-save.js';

/** Today in Kyiv, the day the order's created date shows (not the browser's or the server's zone). */
function today() {
  const [y, m, d] = kyivDayOf(new Date()).split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

/**
 * The buy-out checkout wizard of SPEC §2/§4 "Buy-out checkout wizard": three collapsible steps
 * (products, delivery, payment) over one form, the draft saved as the user types, then checkout and
 * payment; with a paid order in the query, the edit of quantities and prices; an unpaid one opens as
 * a draft again (checkoutMode).
 */
export function BuyoutCheckout({ data }: { data: BuyoutCheckoutData }) {
  const { me, settings } = data;
  const { t } = useTranslation('buyoutCheckout');
  const locale = useLocale();
  const api = useApi();
  const bapi = useMemo(() => buyoutApi(api), [api]);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const to = useLocalizedPath();
  const [searchParams, setSearchParams] = useSearchParams();

  const [order, setOrder] = useState<BuyoutOrder | null>(data.order);
  const orderIdRef = useRef<string | null>(data.order?.id ?? null);
  // "An orderId for a non-draft order means edit mode" (SPEC §2), for a paid order (issue 14).
  const { isEdit, reopened } = checkoutMode(data.order);
  const [addresses, setAddresses] = useState(data.addresses);
  const [verifiedNow, setVerifiedNow] = useState<string | null>(null);
  const [steps, setSteps] = useState<StepsState>(() =>
    initialSteps(data.order, me.phoneNumber?.verified ?? false),
  );
  const [stepErrors, setStepErrors] = useState<Partial<Record<CheckoutStep, boolean>>>({});
  const [modal, setModal] = useState<CheckoutModal | null>(null);
  const [busy, setBusy] = useState(false);
  const [promoPending, setPromoPending] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  const originals = useMemo<ReadonlyMap<string, OriginalLine> | undefined>(
    () =>
      isEdit && data.order
        ? new Map(data.order.products.map((p) => [p.id, { quantity: p.quantity, price: p.price.amount }]))
        : undefined,
    [isEdit, data.order],
  );

  const [initial] = useState(() => {
    const prefilled = initialBuyoutLine(searchParams);
    const firstLine = {
      ...newLine(),
      ...prefilled,
      id: null,
      quantity: String(prefilled.quantity),
      price: String(prefilled.price),
    };
    const firstFees = liveFees(data.order ? data.order.products.map(lineFromProduct) : [firstLine], settings);
    return initialValues({
      order: data.order,
      me,
      addresses: data.addresses,
      firstLine,
      // "the default is parcel locker (box). If the UAH total exceeds the limit, department is the default."
      defaultTab: firstFees && !isLockerAllowed(firstFees.totalUah.amount) ? 'department' : 'box',
      defaultName: defaultBuyoutOrderName(today(), locale),
    });
  });

  const ruleContext = useRef<CheckoutRuleContext | null>(null);
  const form = useForm<CheckoutValues>({
    resolver: checkoutResolver(() => ruleContext.current!, locale),
    mode: 'onTouched',
    defaultValues: initial,
  });
  useRecheckErrorsOnChange(form);

  const lines = useWatch({ control: form.control, name: 'products' }) ?? initial.products;
  const phone = useWatch({ control: form.control, name: 'recipient.phoneNumber' }) ?? '';
  const addressId = useWatch({ control: form.control, name: 'addressId' });
  const fees = liveFees(lines, settings);
  const totalUah = fees?.totalUah.amount ?? '0';
  const lockerAllowed = isLockerAllowed(totalUah);

  const verifiedPhones = [me.phoneNumber?.verified ? me.phoneNumber.number : null, verifiedNow].filter(
    (p): p is string => p != null,
  );
  // "The phone counts as verified only if it equals the user's verified phone or the newly verified one".
  const phoneVerified = normalizePhone(phone) !== '' && verifiedPhones.includes(normalizePhone(phone));
  ruleContext.current = {
    storeBanList: settings.storeBanList,
    originals,
    verifiedPhones,
    addresses,
    totalUah,
    tax: fees?.customs?.total.amount ?? '0',
  };

  /**
   * Over the locker cap the new address leaves the locker tab for the department one. Done when the
   * delivery step opens rather than on every price keystroke, so the products form is left alone.
   */
  const ensureTabAllowed = () => {
    const values = form.getValues();
    const uah = liveFees(values.products, settings)?.totalUah.amount ?? '0';
    if (!isEdit && !isLockerAllowed(uah) && isNewAddressOption(values.addressId) && values.type === 'box') {
      const reset = switchTab(values, 'department');
      for (const [key, value] of Object.entries(reset)) form.setValue(key as 'type', value as never);
    }
  };

  // --- draft auto-save (SPEC §4) -------------------------------------------------------------
  const { saver, applySaved } = useDraftAutoSave({
    form,
    bapi,
    isEdit,
    orderIdRef,
    setOrder,
    setSearchParams,
    steps,
  });

  // SPEC §4 "Phone: a modal opens on load if the recipient phone is unverified."
  useEffect(() => {
    if (!isEdit && !phoneVerified) setModal('phone');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on load only
  }, []);

  // --- steps ----------------------------------------------------------------------------------
  const mark = (step: CheckoutStep, hasError: boolean) =>
    setStepErrors((prev) => ({ ...prev, [step]: hasError }));

  const validate = async (step: CheckoutStep) => {
    const ok = await form.trigger(STEP_FIELDS[step] as FieldPath<CheckoutValues>[], { shouldFocus: true });
    mark(step, !ok);
    return ok;
  };

  /** "Payment is revealed after delivery; if the address is not saved, it is saved first." */
  const saveNewAddress = async (): Promise<boolean> => {
    const values = form.getValues();
    if (!isNewAddressOption(values.addressId)) return true;
    try {
      const created = await api.addresses.create(addressPayload(values));
      setAddresses((list) => [...list, created]);
      form.setValue('addressId', created.id);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 422) showViolations(error.violations);
      return false;
    }
  };

  const leave = async (step: CheckoutStep) => {
    if (busy) return;
    setBusy(true);
    try {
      if (!(await validate(step))) return;
      if (step === 'delivery' && !(await saveNewAddress())) return;
      await saver.flush();
      if (step === 'products') ensureTabAllowed();
      setSteps((s) =>
        s.lastRevealed === step
          ? { current: nextStep(step), lastRevealed: nextStep(step) }
          : { ...s, current: s.lastRevealed },
      );
    } finally {
      setBusy(false);
    }
  };

  const showViolations = (violations: readonly Violation[]) => {
    let first: CheckoutStep | null = null;
    for (const v of violations) {
      const { step, field } = fieldOfViolation(v.property);
      form.setError(field as FieldPath<CheckoutValues>, { type: 'server', message: v.message });
      mark(step, true);
      if (first === null || stepIndex(step) < stepIndex(first)) first = step;
    }
    if (first) setSteps((s) => ({ ...s, current: first }));
  };

  /** "Checkout (new): save the draft, send checkout, then start payment"; "Edit: send edit, then go to the success page." */
  const pay = async () => {
    if (busy || !order) return;
    setPayError(null);
    const ok = isEdit ? await validate('products') : await form.trigger();
    if (!ok) {
      const step = isEdit ? 'products' : firstStepWithErrors((field) => form.getFieldState(field).invalid);
      if (step) {
        mark(step, true);
        setSteps((s) => ({ ...s, current: step }));
      }
      return;
    }
    setBusy(true);
    saver.cancel();
    try {
      if (isEdit) {
        await bapi.edit(order.id, editBody(form.getValues()));
        await navigate(to(`/buyout/payment/success?orderId=${order.id}&isEdited=true`));
        return;
      }
      const sent = draftBody(form.getValues(), orderIdRef.current);
      const saved = await bapi.saveDraft(sent);
      applySaved(sent, saved);
      const { id } = await bapi.checkout(saved.id);
      startPayment(await bapi.payment(id, searchParams.get('paymentSystem')));
    } catch (error) {
      saver.resume();
      setBusy(false);
      if (isApiError(error) && error.status === 422) showViolations(error.violations);
      else setPayError(t('payment.error'));
    }
  };

  const recipient = form.getValues('recipient');
  const chosenAddress = addresses.find((a) => a.id === addressId);
  const summaries: Record<CheckoutStep, string | undefined> = {
    products: fees
      ? t('summary.products', {
          count: fees.productLines,
          total: formatMoney(fees.total, locale),
        })
      : undefined,
    delivery: [`${recipient.lastName} ${recipient.firstName}`.trim(), chosenAddress?.fullAddress]
      .filter(Boolean)
      .join(' · '),
    payment: undefined,
  };

  // "The pay button is disabled while invalid or pending"; a disabled button says why (issue 18 item 3).
  const blocker = payBlocker({
    stepsValid: !Object.values(stepErrors).some(Boolean),
    promoPending,
    saving: busy,
    saved: order != null,
  });
  const stepWithErrors = CHECKOUT_STEPS.find((step) => stepErrors[step]);
  const payDisabledReason =
    blocker === 'notSaved' || blocker === 'promoPending'
      ? t(`payment.why.${blocker}`)
      : blocker === 'invalid' && stepWithErrors
        ? t('payment.why.invalid', { step: t(`steps.${stepWithErrors}`) })
        : null;

  const bodies: Record<CheckoutStep, React.ReactNode> = {
    products: (
      <>
        <ProductsStep
          form={form}
          isEdit={isEdit}
          originals={originals}
          currency={settings.currency}
          onAdded={(count) => {
            // "Over-products-fee modal when the count reaches taxFreeQuantity plus 1"; "first-product
            // modal when products go from 1 to 2 (not in edit mode)".
            if (count === settings.taxFreeQuantity + 1) setModal('overFee');
            else if (count === 2) setModal('firstProduct');
          }}
        />
        {fees && fees.productLines > 0 && <FeesPanel fees={fees} />}
      </>
    ),
    delivery: (
      <DeliveryStep
        form={form}
        addresses={addresses}
        lockerAllowed={lockerAllowed}
        onLockerBlocked={() => setModal('locker')}
        phoneVerified={phoneVerified}
        onPhoneVerified={(number) => setVerifiedNow(normalizePhone(number))}
        readOnly={isEdit}
      />
    ),
    payment: (
      <>
        {fees && <FeesPanel fees={fees} />}
        <PaymentStep
          form={form}
          fees={fees}
          isEdit={isEdit}
          orderHasPromo={Boolean(order?.payment.promoCode) || (order?.promoFromChurn ?? false)}
          canPay={blocker === null}
          disabledReason={payDisabledReason}
          busy={busy}
          error={payError}
          onPromoPending={setPromoPending}
          onPay={() => void pay()}
        />
      </>
    ),
  };

  return (
    <div className="buyout-checkout">
      <div className="buyout-checkout__main">
        <CheckoutHeading order={order} isEdit={isEdit} reopened={reopened} />
        {CHECKOUT_STEPS.map((step, index) => {
          const shown = stepIndex(step) <= stepIndex(steps.lastRevealed);
          const editingEarlier = steps.current === step && steps.lastRevealed !== step && step !== 'payment';
          return (
            <CheckoutSection
              key={step}
              step={step}
              number={index + 1}
              open={steps.current === step}
              shown={shown}
              canEdit={showsEdit(step, steps, !isEdit || step === 'products' || step === 'payment')}
              hasError={stepErrors[step] ?? false}
              summary={summaries[step]}
              onEdit={() => {
                if (step === 'delivery') ensureTabAllowed();
                setSteps((s) => ({ ...s, current: step }));
              }}
            >
              {bodies[step]}
              {(showsNext(step, steps) || (editingEarlier && !isEdit)) && (
                <div className="bo-step__actions">
                  <Button type="button" loading={busy} onClick={() => void leave(step)}>
                    {editingEarlier ? t('buttons.save') : t('buttons.next')}
                  </Button>
                </div>
              )}
              {isEdit && step === 'products' && steps.current === 'products' && (
                <div className="bo-step__actions">
                  <Button type="button" onClick={() => setSteps((s) => ({ ...s, current: 'payment' }))}>
                    {t('buttons.next')}
                  </Button>
                </div>
              )}
            </CheckoutSection>
          );
        })}
      </div>
      <SideNote />
      {(navigation.state === 'loading' || (busy && modal === null && steps.current === 'payment')) && (
        <Preloader overlay label={t('loading')} />
      )}
      <CheckoutModals
        modal={modal}
        close={() => setModal(null)}
        taxFreeQuantity={settings.taxFreeQuantity}
        overQuantityFee={{ amount: settings.overQuantityFee, currency: fees?.total.currency ?? 'USD' }}
        me={me}
        phone={phone}
        onPhoneChange={(value) => form.setValue('recipient.phoneNumber', value, { shouldDirty: true })}
        phoneVerified={phoneVerified}
        onPhoneVerified={(number) => {
          setVerifiedNow(normalizePhone(number));
          form.setValue('recipient.phoneNumber', number);
          form.clearErrors('recipient.phoneNumber');
        }}
      />
    </div>
  );
}
