import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import { addressListModeSchema, formatFullAddress, savedAddressInputSchema } from './saved.js';

describe('savedAddressInputSchema: a tab of the new-address form plus "make it the default"', () => {
  it('keeps isDefault and drops the other tabs’ inputs', () => {
    expect(
      savedAddressInputSchema.parse({
        type: 'department',
        cityId: 'c1',
        warehouseId: 'w1',
        street: 'left over from the address tab',
        isDefault: true,
      }),
    ).toEqual({ type: 'department', cityId: 'c1', warehouseId: 'w1', isDefault: true });
  });

  it('reports the tab’s own rules and a wrong isDefault', () => {
    expect(fieldErrorsOf(savedAddressInputSchema, { type: 'box', cityId: 'c1', isDefault: 'yes' })).toEqual({
      warehouseId: 'Оберіть відділення або поштомат',
      isDefault: expect.any(String),
    });
  });
});

describe('list mode (SPEC §7 GET /personal/addresses?mode)', () => {
  it('is all or one delivery type', () => {
    expect(addressListModeSchema.options).toEqual(['all', 'department', 'box', 'address']);
  });
});

describe('formatFullAddress: SPEC §3 fullAddress', () => {
  const home = {
    type: 'address' as const,
    cityName: 'Київ, Київська обл.',
    street: 'вул. Хрещатик',
    house: '22',
    building: '',
    flat: '5',
    zip: '01001',
  };

  it('a warehouse reads "city, Nova Poshta description" in every language', () => {
    const branch = {
      type: 'department' as const,
      cityName: 'Львів, Львівська обл.',
      warehouseDescription: 'Відділення №1: вул. Городоцька, 359',
    };
    expect(formatFullAddress(branch, 'uk')).toBe(
      'Львів, Львівська обл., Відділення №1: вул. Городоцька, 359',
    );
    expect(formatFullAddress(branch, 'en')).toBe(formatFullAddress(branch, 'uk'));
  });

  it('a home address uses the language’s abbreviations and skips empty parts', () => {
    expect(formatFullAddress(home, 'uk')).toBe('вул. Хрещатик, буд. 22, кв. 5, Київ, Київська обл., 01001');
    expect(formatFullAddress(home, 'ru')).toBe('вул. Хрещатик, д. 22, кв. 5, Київ, Київська обл., 01001');
    expect(formatFullAddress({ ...home, building: '2' }, 'en')).toBe(
      'вул. Хрещатик 22, bldg 2, apt 5, Київ, Київська обл., 01001',
    );
    expect(formatFullAddress({ ...home, flat: '' }, 'ro')).toBe(
      'вул. Хрещатик, nr. 22, Київ, Київська обл., 01001',
    );
  });
});
