// The delivery address both order flows show (SPEC §2 step 4, §4, §5). The flows' own wiring (their
// form, locker limit, modals) is tested beside each: buyout-checkout.test.tsx, wizard-modals.test.tsx.
import { NEW_ADDRESS_OPTION } from '@posylka/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { blankAddressForm } from '../addresses/index.js';
import { DeliveryAddress, TEST_DEPARTMENT, TEST_LOCKER, type DeliveryAddressValues } from './index.js';

interface Options {
  addressId?: string;
  lockerAllowed?: boolean;
  readOnly?: boolean;
  markLockerOff?: boolean;
}

/** The block in a plain form of its own fields; `values()` reads the form after the test's clicks. */
function renderAddress(options: Options = {}) {
  const onLockerBlocked = vi.fn();
  const onTabSwitched = vi.fn();
  let read: () => DeliveryAddressValues = () => {
    throw new Error('not rendered');
  };
  function Page() {
    const form = useForm<DeliveryAddressValues>({
      defaultValues: { ...blankAddressForm(), addressId: options.addressId ?? TEST_DEPARTMENT.id },
    });
    read = () => form.getValues();
    return (
      <DeliveryAddress
        ns="forwarding"
        block="test-delivery"
        form={form}
        choice={{
          addresses: [TEST_DEPARTMENT, TEST_LOCKER],
          lockerAllowed: options.lockerAllowed ?? true,
          onLockerBlocked,
        }}
        onTabSwitched={onTabSwitched}
        readOnly={options.readOnly}
        markLockerOff={options.markLockerOff}
      />
    );
  }
  renderPage(Page, { path: '/delivery' });
  return { onLockerBlocked, onTabSwitched, values: () => read() };
}

/** What a pointer does to an option: press, release, click. */
function press(element: Element) {
  fireEvent.mouseDown(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element);
}

async function pick(name: RegExp) {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Адреса доставки' }));
  press(await screen.findByRole('option', { name }));
}

describe('delivery address: a saved address or a new one (SPEC §2 step 4)', () => {
  it('offers "add a new address" first, then the saved ones with their type', async () => {
    renderAddress();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Адреса доставки' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      '+ Додати нову адресу',
      'Відділення: Київ, Відділення №1',
      'Поштомат: Львів, Поштомат №5001',
    ]);
  });

  it('a saved locker over the limit is not chosen: the flow opens its modal (SPEC §5)', async () => {
    const { onLockerBlocked, values } = renderAddress({ lockerAllowed: false });
    await pick(/Поштомат №5001/);
    expect(onLockerBlocked).toHaveBeenCalledTimes(1);
    expect(values().addressId).toBe(TEST_DEPARTMENT.id);
  });

  it('a new address shows the tabs; another tab resets its inputs and tells the flow', async () => {
    const { onTabSwitched, values } = renderAddress({ addressId: '' });
    await pick(/Додати нову адресу/);
    const tabs = await screen.findByRole('tablist', { name: 'Спосіб доставки' });
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Адреса' }));
    fireEvent.change(screen.getByLabelText(/^Вулиця/), { target: { value: 'Хрещатик' } });
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Поштомат' }));
    expect(values()).toMatchObject({ type: 'box', street: '' });
    expect(onTabSwitched).toHaveBeenCalledTimes(2);
  });

  it('over the limit the locker tab opens the modal; buy-out greys it out and says why', async () => {
    const { onLockerBlocked, onTabSwitched, values } = renderAddress({
      addressId: NEW_ADDRESS_OPTION,
      lockerAllowed: false,
      markLockerOff: true,
    });
    const tabs = await screen.findByRole('tablist', { name: 'Спосіб доставки' });
    const locker = within(tabs).getByRole('tab', { name: 'Поштомат' });
    expect(locker.querySelector('.test-delivery__tab--off')).toBeTruthy();
    expect(screen.getByText(/Поштомат недоступний/)).toBeTruthy();
    fireEvent.click(locker);
    expect(onLockerBlocked).toHaveBeenCalledTimes(1);
    expect(onTabSwitched).not.toHaveBeenCalled();
    expect(values().type).toBe('department');
  });

  it('read-only (buy-out’s paid edit): the address shows but cannot change, and no tabs open', async () => {
    renderAddress({ readOnly: true });
    const select = (await screen.findByRole('combobox', { name: 'Адреса доставки' })) as HTMLInputElement;
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('Відділення: Київ, Відділення №1');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
