import type { ForwardingOrder, MeResponse, UserAddress } from '@posylka/contract';
import { formatPhoneMask, NEW_ADDRESS_OPTION } from '@posylka/domain';
import { blankAddressForm, type AddressFormValues } from '../../addresses/index.js';

/** Step 4 inputs: the address select, the new address's tab fields (flat, as the address form has them), the phone. */
export type DeliveryFormValues = AddressFormValues & {
  /** A saved address uuid, NEW_ADDRESS_OPTION, or '' when nothing is chosen. */
  addressId: string;
  phoneNumber: string;
};

/** The order's address, else the book's default, else "add new address" when the book is empty. */
export function initialAddressId(order: ForwardingOrder | null, addresses: readonly UserAddress[]): string {
  const saved = order?.consigneeAddress?.id;
  if (saved && addresses.some((a) => a.id === saved)) return saved;
  const preferred = addresses.find((a) => a.isDefault) ?? addresses[0];
  return preferred?.id ?? NEW_ADDRESS_OPTION;
}

export function deliveryFormValues(
  order: ForwardingOrder | null,
  addresses: readonly UserAddress[],
  me: Pick<MeResponse, 'phoneNumber'> | null,
): DeliveryFormValues {
  const phone = order?.phoneNumber || me?.phoneNumber?.number || '';
  return {
    ...blankAddressForm(),
    addressId: initialAddressId(order, addresses),
    phoneNumber: phone ? formatPhoneMask(phone) : '',
  };
}
