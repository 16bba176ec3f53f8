import { describe, expect, it } from 'vitest';
import { toViolations } from '../validation/index.js';
import { buyoutDeliveryCheckSchema, buyoutSavePayloadSchema } from './save-payload.js';

const ADDRESS = '6f1c2f0e-8a53-4a51-9d9a-0c8a1d2b3c4d';

describe('buyoutSavePayloadSchema (SPEC §7 "Draft payload: name, products, recipient, delivery, payment, id")', () => {
  it('takes uuid ids and fills defaults (tax agreement "accepted by default")', () => {
    const parsed = buyoutSavePayloadSchema.parse({
      products: [{ id: 'a', link: 'https://www.amazon.com/x', name: 'Shoes' }],
      delivery: { userAddressId: ADDRESS },
    });
    expect(parsed.products[0]).toMatchObject({ id: 'a', quantity: 1, price: '', allowOverpricing: true });
    expect(parsed.delivery.userAddressId).toBe(ADDRESS);
    expect(parsed.payment.taxAgreement).toBe(true);
  });
  it('"Draft save: phone sent only if 12 digits": a 10-digit number gets 38, a short one is refused', () => {
    const parsed = buyoutSavePayloadSchema.parse({ recipient: { phoneNumber: '0671234567' } });
    expect(parsed.recipient.phoneNumber).toBe('380671234567');
    const short = buyoutSavePayloadSchema.safeParse({ recipient: { phoneNumber: '38067' } });
    expect(toViolations(short.error!.issues, 'en')[0]?.property).toBe('recipient.phoneNumber');
  });
  it('rejects a quantity over the maximum on its path', () => {
    const result = buyoutSavePayloadSchema.safeParse({
      products: [{ link: 'x', name: 'y', quantity: 5000 }],
    });
    expect(result.success).toBe(false);
    expect(toViolations(result.error!.issues, 'en')[0]?.property).toBe('products[0].quantity');
  });
});

describe('buyoutDeliveryCheckSchema (SPEC §5 Buy-out delivery)', () => {
  it('"checkout is blocked if a locker address is selected" when the UAH total exceeds 10000', () => {
    const locker = buyoutDeliveryCheckSchema({ totalUah: '10000.01', selectedIsLocker: true });
    expect(locker.safeParse({ userAddressId: ADDRESS }).success).toBe(false);
    const atCap = buyoutDeliveryCheckSchema({ totalUah: '10000', selectedIsLocker: true });
    expect(atCap.safeParse({ userAddressId: ADDRESS }).success).toBe(true);
    const department = buyoutDeliveryCheckSchema({ totalUah: '50000', selectedIsLocker: false });
    expect(department.safeParse({ userAddressId: ADDRESS }).success).toBe(true);
  });
  it('"chosen address required"', () => {
    const schema = buyoutDeliveryCheckSchema({ totalUah: 0, selectedIsLocker: false });
    const result = schema.safeParse({ userAddressId: null });
    expect(toViolations(result.error!.issues, 'en')[0]?.property).toBe('userAddressId');
  });
});
