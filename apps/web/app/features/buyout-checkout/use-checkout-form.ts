import type { UserAddress } from '@posylka/contract';
import {
  defaultBuyoutOrderName,
  initialBuyoutLine,
  isLockerAllowed,
  kyivDayOf,
  normalizePhone,
  type Locale,
  type OriginalLine,
} from '@posylka/domain';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useRecheckErrorsOnChange } from '../../forms/recheck-errors.js';
import { checkoutResolver, type CheckoutRuleContext } from './checkout-resolver.js';
import { liveFees } from './fees.js';
import { initialValues, lineFromProduct, newLine, type CheckoutValues } from './form-values.js';
import type { BuyoutCheckoutData } from './load-checkout.js';

/** Today in Kyiv, the day the order's created date shows (not the browser's or the server's zone). */
function today() {
  const [y, m, d] = kyivDayOf(new Date()).split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

/**
 * The checkout's one form, its rules fed with what they depend on besides the form (the live totals,
 * the verified phones, the addresses), and what the wizard reads from it as the user types.
 */
export function useCheckoutForm({
  data,
  locale,
  originals,
  addresses,
  verifiedNow,
}: {
  data: BuyoutCheckoutData;
  locale: Locale;
  originals: ReadonlyMap<string, OriginalLine> | undefined;
  addresses: readonly UserAddress[];
  verifiedNow: string | null;
}) {
  const { me, settings } = data;
  const [searchParams] = useSearchParams();
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
      locale,
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

  return { form, fees, lockerAllowed: isLockerAllowed(totalUah), phone, phoneVerified, addressId };
}
