import type { UserAddress } from '@posylka/contract';

/** A saved parcel locker, the default address, as GET /personal/addresses lists it (tests only). */
export const TEST_LOCKER: UserAddress = {
  id: '9c0e1d2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  warehouseType: 'box',
  fullAddress: 'Львів, Поштомат №5001',
  city: { ref: 'db5c88f5-391c-11dd-90d9-001a92567626', fullName: 'Львів' },
  warehouse: { ref: 'w-5001', number: '5001', description: 'Поштомат №5001' },
  street: '',
  house: '',
  building: '',
  flat: '',
  zip: '00001',
  additionalInformation: '',
  isDefault: true,
  isFavorite: false,
  isDepartmentNovaposhta: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** A saved Nova Poshta department (tests only). */
export const TEST_DEPARTMENT: UserAddress = {
  ...TEST_LOCKER,
  id: '1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6',
  warehouseType: 'department',
  fullAddress: 'Київ, Відділення №1',
  warehouse: { ref: 'w-1', number: '1', description: 'Відділення №1' },
};
