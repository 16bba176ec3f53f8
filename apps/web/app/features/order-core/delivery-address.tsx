import type { UserAddress } from '@posylka/contract';
import { isNewAddressOption, NEW_ADDRESS_OPTION, type DeliveryType } from '@posylka/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Select } from '../../components/ui/select.js';
import type { Namespace, Resources } from '@posylka/texts';
import { AddressTabs, switchTab, type AddressFormValues } from '../addresses/index.js';

/** What the delivery step of an order form holds: a saved address or a new one's tab inputs (flat). */
export type DeliveryAddressValues = AddressFormValues & {
  /** A saved address uuid, NEW_ADDRESS_OPTION, or '' when nothing is chosen. */
  addressId: string;
};

/** The words of a delivery step; each flow keeps them in its own namespace, under `delivery`. */
type DeliveryWords = Record<'address' | 'addNew' | 'phone' | 'lockerDisabled', string>;
/** The namespaces that hold those words (the buy-out checkout's, the forwarding wizard's). */
export type DeliveryNamespace = {
  [N in Namespace]: Resources[N] extends { delivery: DeliveryWords } ? N : never;
}[Namespace];

/** What a flow's page gives its delivery step for the address: the address book and the locker limit. */
export interface DeliveryAddressChoice {
  addresses: readonly UserAddress[];
  /**
   * SPEC §5: buy-out's "A locker cannot be chosen when the UAH total exceeds 10000", forwarding's
   * "Post machine is disabled when the post-box total limit is reached".
   */
  lockerAllowed: boolean;
  /** A locker was picked over the limit: the flow opens its modal instead. */
  onLockerBlocked: () => void;
}

export interface DeliveryAddressProps<T extends DeliveryAddressValues> {
  /** The flow's namespace for the words (`delivery.*`). */
  ns: DeliveryNamespace;
  /** The flow's BEM block: its stylesheet styles `{block}__new` and `{block}__tab--off`. */
  block: string;
  /** The flow's form (buy-out's whole checkout, forwarding's delivery step). */
  form: UseFormReturn<T>;
  /** The step's addresses and locker limit, as its page gave them. */
  choice: DeliveryAddressChoice;
  /** The new address's tab changed and its inputs were reset: the flow clears the errors that are its own. */
  onTabSwitched: () => void;
  /** Buy-out's paid edit: the address is shown, not changed (no select, no new-address tabs). */
  readOnly?: boolean;
  /** Buy-out greys out the locker tab while the limit is reached (clicking it still opens the modal). */
  markLockerOff?: boolean;
}

/**
 * The delivery address of both order flows (SPEC §2 step 4, §4): the address book's addresses with
 * "add a new address" first, and for a new one the address book's three tabs. "Changing the
 * delivery type resets warehouse and home-address inputs"; a locker over the limit cannot be chosen.
 */
export function DeliveryAddress<T extends DeliveryAddressValues>(props: DeliveryAddressProps<T>) {
  const { ns, block, readOnly = false } = props;
  const { addresses, lockerAllowed, onLockerBlocked } = props.choice;
  // The flow's form seen through the fields this block reads and writes (the address ones above).
  const form = props.form as unknown as UseFormReturn<DeliveryAddressValues>;
  const { t } = useTranslation(ns);
  const { t: ta } = useTranslation('addresses');
  const { errors } = form.formState;
  const addressId = form.watch('addressId');

  const switchTo = (tab: DeliveryType) => {
    if (tab === 'box' && !lockerAllowed) return onLockerBlocked();
    const reset = switchTab(form.getValues(), tab);
    for (const [key, value] of Object.entries(reset))
      form.setValue(key as keyof AddressFormValues, value as never);
    props.onTabSwitched();
  };

  const lockerOff = (tab: DeliveryType, name: string) =>
    tab === 'box' ? (
      <span className={`${block}__tab--off`} aria-disabled="true">
        {name}
      </span>
    ) : (
      name
    );

  const options = [
    { value: NEW_ADDRESS_OPTION, label: `+ ${t('delivery.addNew')}` },
    ...addresses.map((a) => ({ value: a.id, label: `${ta(`types.${a.warehouseType}`)}: ${a.fullAddress}` })),
  ];

  return (
    <>
      <Select
        label={t('delivery.address')}
        options={options}
        value={addressId || null}
        error={errors.addressId?.message}
        disabled={readOnly}
        onChange={(value) => {
          // A locker cannot be chosen over the limit (SPEC §5); picking it opens the modal instead.
          const picked = addresses.find((a) => a.id === value);
          if (picked?.warehouseType === 'box' && !lockerAllowed) return onLockerBlocked();
          form.setValue('addressId', value, { shouldValidate: true, shouldDirty: true });
        }}
      />
      {isNewAddressOption(addressId) && !readOnly && (
        <div className={`${block}__new`}>
          <AddressTabs
            form={form as unknown as UseFormReturn<AddressFormValues>}
            onSwitch={switchTo}
            tabLabel={props.markLockerOff && !lockerAllowed ? lockerOff : undefined}
          />
          {!lockerAllowed && <p className="field__hint">{t('delivery.lockerDisabled')}</p>}
        </div>
      )}
    </>
  );
}
