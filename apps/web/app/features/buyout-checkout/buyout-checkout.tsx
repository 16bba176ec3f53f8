import type { BuyoutOrder } from '@posylka/contract';
import { formatMoney, normalizePhone, payBlocker, type OriginalLine } from '@posylka/domain';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { useNavigation, useSearchParams } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Preloader } from '../../components/ui/preloader.js';
import { useLocale } from '../../i18n/use-locale.js';
import { usePromoCheckPending } from '../order-core/index.js';
import { buyoutApi } from './buyout-api.js';
import { CheckoutHeading, checkoutMode } from './checkout-heading.js';
import { CheckoutModals, type CheckoutModal } from './checkout-modals.js';
import { CheckoutStepList } from './checkout-step-list.js';
import type { CheckoutStep } from './checkout-steps.js';
import { checkoutWizardReducer, firstStepMarked, initialWizardState } from './checkout-steps-reducer.js';
import { DeliveryStep } from './delivery-step.js';
import { FeesPanel } from './fees-panel.js';
import type { BuyoutCheckoutData } from './load-checkout.js';
import { PaymentStep } from './payment-step.js';
import { ProductsStep } from './products-step.js';
import { SideNote } from './side-note.js';
import { useCheckoutActions } from './use-checkout-actions.js';
import { useCheckoutForm } from './use-checkout-form.js';
import { useDraftAutoSave } from './use-draft-auto-save.js';

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
  const navigation = useNavigation();
  const [searchParams, setSearchParams] = useSearchParams();

  const [order, setOrder] = useState<BuyoutOrder | null>(data.order);
  const orderIdRef = useRef<string | null>(data.order?.id ?? null);
  // "An orderId for a non-draft order means edit mode" (SPEC §2), for a paid order (issue 14).
  const { isEdit, reopened } = checkoutMode(data.order);
  const [addresses, setAddresses] = useState(data.addresses);
  const [verifiedNow, setVerifiedNow] = useState<string | null>(null);
  const [wizard, dispatch] = useReducer(checkoutWizardReducer, null, () =>
    initialWizardState(data.order, me.phoneNumber?.verified ?? false),
  );
  const { steps, modal } = wizard;
  const setModal = (next: CheckoutModal | null) => dispatch({ type: 'modal', modal: next });
  // The promo block's check, while it runs ("the pay button is disabled while ... pending").
  const promoPending = usePromoCheckPending('buyoutCheckout');

  const originals = useMemo<ReadonlyMap<string, OriginalLine> | undefined>(
    () =>
      isEdit && data.order
        ? new Map(data.order.products.map((p) => [p.id, { quantity: p.quantity, price: p.price.amount }]))
        : undefined,
    [isEdit, data.order],
  );
  const { form, fees, lockerAllowed, phone, phoneVerified, addressId } = useCheckoutForm({
    data,
    locale,
    originals,
    addresses,
    verifiedNow,
  });

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
  const { busy, payError, leave, pay, open } = useCheckoutActions({
    form,
    api,
    bapi,
    settings,
    isEdit,
    order,
    orderIdRef,
    saver,
    applySaved,
    setAddresses,
    searchParams,
    dispatch,
  });

  // SPEC §4 "Phone: a modal opens on load if the recipient phone is unverified."
  useEffect(() => {
    if (!isEdit && !phoneVerified) setModal('phone');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on load only
  }, []);

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
  const stepWithErrors = firstStepMarked(wizard);
  const blocker = payBlocker({
    stepsValid: stepWithErrors === undefined,
    promoPending,
    saving: busy,
    saved: order != null,
  });
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
          fees={fees}
          isEdit={isEdit}
          orderHasPromo={Boolean(order?.payment.promoCode) || (order?.promoFromChurn ?? false)}
          canPay={blocker === null}
          disabledReason={payDisabledReason}
          busy={busy}
          error={payError}
          onPay={pay}
        />
      </>
    ),
  };

  return (
    <FormProvider {...form}>
      <div className="buyout-checkout">
        <div className="buyout-checkout__main">
          <CheckoutHeading order={order} isEdit={isEdit} reopened={reopened} />
          <CheckoutStepList
            wizard={wizard}
            isEdit={isEdit}
            busy={busy}
            bodies={bodies}
            summaries={summaries}
            onOpen={open}
            onLeave={leave}
          />
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
    </FormProvider>
  );
}
