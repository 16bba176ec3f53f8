import type { IdentityDocumentData } from '@posylka/contract';

/** A saved passport as GET /personal/passports/active answers it (tests only). */
export const TEST_IDENTITY_DOCUMENT: IdentityDocumentData = {
  id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  documentType: 'passport',
  serialNumber: 'АА123456',
  identityCardNumber: '',
  issuedBy: 'Шевченківський РВ ГУ МВС',
  date: '01.02.2010',
  lastName: 'Шевченко',
  firstName: 'Тарас',
  middleName: 'Григорович',
  birthDate: '09.03.1990',
  registration: 'м. Київ, вул. Хрещатик, 1',
  taxNumber: '1234567890',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
