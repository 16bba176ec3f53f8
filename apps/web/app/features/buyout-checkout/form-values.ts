import type { BuyoutOrder, MeResponse, UserAddress } from '@posylka/contract';
import {
  BUYOUT_QUANTITY_MAX,
  BUYOUT_QUANTITY_MIN,
  buyoutOrderNameIn,
  emptyBuyoutLine,
  formatPhoneMask,
  isNewAddressOption,
  NEW_ADDRESS_OPTION,
  normalizePhone,
  normalizePrice,
  PRICE_PATTERN,
  type BuyoutProductLineForm,
  type DeliveryType,
  type Locale,
} from '@posylka/domain';
import { blankAddressForm, type AddressFormValues } from '../addresses/index.js';

/** A product line as typed; `id` is the saved line's uuid (edit mode and later drafts). */
export type LineValues = Required<Omit<BuyoutProductLineForm, 'id' | 'quantity' | 'price'>> & {
  id: string | null;
  quantity: string;
  price: string;
};

export interface PaymentValues {
  isApplyDiscount: boolean;
  promoCode: string;
  promoCodeValue: { amount: string; currency: string } | null;
  promoRestrictedValue: { amount: string; currency: string } | null;
  churnAccepted: boolean;
  taxAgreement: boolean;
}

/**
 * The whole checkout in one react-hook-form (so one watcher drives the draft auto-save). The new
 * address's tab inputs are flat at the top, the shape the address book's shared fields expect.
 */
export type CheckoutValues = AddressFormValues & {
  name: string;
  products: LineValues[];
  recipient: { firstName: string; lastName: string; middleName: string; phoneNumber: string; email: string };
  /** A saved address uuid, NEW_ADDRESS_OPTION, or ''. */
  addressId: string;
  payment: PaymentValues;
};

/** The draft body of POST /buyout/draft (the domain's buy-out save payload; the contract checks it fits). */
export interface DraftBody {
  id?: string;
  name: string;
  products: {
    id?: string;
    link: string;
    name: string;
    size: string;
    color: string;
    quantity?: number;
    price: string;
    comment: string;
    allowOverpricing: boolean;
    allowLowerQuantity: boolean;
  }[];
  recipient: CheckoutValues['recipient'];
  delivery: { userAddressId: string | null };
  payment: Pick<PaymentValues, 'isApplyDiscount' | 'promoCode' | 'churnAccepted' | 'taxAgreement'>;
}

export function lineFromProduct(p: BuyoutOrder['products'][number]): LineValues {
  return {
    id: p.id,
    link: p.link,
    name: p.name,
    size: p.size,
    color: p.color,
    quantity: String(p.quantity),
    price: p.price.amount,
    comment: p.comment,
    allowOverpricing: p.allowOverpricing,
    allowLowerQuantity: p.allowLowerQuantity,
  };
}

export function newLine(): LineValues {
  return { ...(emptyBuyoutLine() as Omit<LineValues, 'id'>), id: null };
}

/**
 * "Addresses: the country's default address is selected; otherwise the first is chosen" (SPEC §4);
 * with an empty book the new-address tabs open.
 */
export function initialAddressId(order: BuyoutOrder | null, addresses: readonly UserAddress[]): string {
  const saved = order?.userAddress?.id;
  if (saved && addresses.some((a) => a.id === saved)) return saved;
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? NEW_ADDRESS_OPTION;
}

export function initialValues(input: {
  order: BuyoutOrder | null;
  me: MeResponse;
  addresses: readonly UserAddress[];
  firstLine: LineValues;
  defaultTab: DeliveryType;
  defaultName: string;
  /** The page's language: a saved default title reads in it (buyoutOrderNameIn). */
  locale: Locale;
}): CheckoutValues {
  const { order, me } = input;
  const r = order?.recipient;
  const phone = r?.phoneNumber || me.phoneNumber?.number || '';
  return {
    ...blankAddressForm(input.defaultTab),
    name: order?.name != null ? buyoutOrderNameIn(order.name, input.locale) : input.defaultName,
    products: order && order.products.length > 0 ? order.products.map(lineFromProduct) : [input.firstLine],
    recipient: {
      firstName: r?.firstName || me.firstNameCyr || '',
      lastName: r?.lastName || me.lastNameCyr || '',
      middleName: r?.middleName || me.middleNameCyr || '',
      phoneNumber: phone ? formatPhoneMask(phone) : '',
      email: r?.email || me.email,
    },
    addressId: initialAddressId(order, input.addresses),
    payment: {
      isApplyDiscount: order?.payment.isApplyDiscount ?? false,
      promoCode: order?.payment.promoCode ?? '',
      promoCodeValue: order?.payment.promoCodeValue ?? null,
      promoRestrictedValue: order?.payment.promoRestrictedValue ?? null,
      churnAccepted: order?.payment.churnAccepted ?? false,
      taxAgreement: order?.payment.taxAgreement ?? true,
    },
  };
}

function draftQuantity(text: string): number | undefined {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= BUYOUT_QUANTITY_MIN && n <= BUYOUT_QUANTITY_MAX ? n : undefined;
}

/**
 * The draft body from the form. A draft may be half-typed: a quantity or price that is not valid yet
 * is left out (the server keeps its default) rather than refused; "phone sent only if 12 digits".
 */
export function draftBody(values: CheckoutValues, orderId: string | null): DraftBody {
  const addressId = values.addressId && !isNewAddressOption(values.addressId) ? values.addressId : null;
  return {
    ...(orderId ? { id: orderId } : {}),
    name: values.name.trim(),
    products: values.products.map((line) => {
      const quantity = draftQuantity(line.quantity);
      const price = line.price.trim();
      return {
        ...(line.id ? { id: line.id } : {}),
        link: line.link.trim(),
        name: line.name.trim(),
        size: line.size.trim(),
        color: line.color.trim(),
        ...(quantity === undefined ? {} : { quantity }),
        price: PRICE_PATTERN.test(price) ? normalizePrice(price) : '',
        comment: line.comment.trim(),
        allowOverpricing: line.allowOverpricing,
        allowLowerQuantity: line.allowLowerQuantity,
      };
    }),
    recipient: {
      firstName: values.recipient.firstName.trim(),
      lastName: values.recipient.lastName.trim(),
      middleName: values.recipient.middleName.trim(),
      phoneNumber: normalizePhone(values.recipient.phoneNumber),
      email: values.recipient.email.trim(),
    },
    delivery: { userAddressId: addressId },
    // The promo's value is the server's to work out from the code; the form keeps the last answer
    // only to show it (sending it back as money would fail the payload's check).
    payment: {
      isApplyDiscount: values.payment.isApplyDiscount,
      promoCode: values.payment.promoCode.trim(),
      churnAccepted: values.payment.churnAccepted,
      taxAgreement: values.payment.taxAgreement,
    },
  };
}

/** PUT /buyout/{id}/edit: "only quantity and price" of the saved lines. */
export function editBody(values: CheckoutValues) {
  return {
    products: values.products
      .filter((line) => line.id)
      .map((line) => ({
        id: line.id as string,
        quantity: Number(line.quantity.trim()),
        price: normalizePrice(line.price),
      })),
  };
}
