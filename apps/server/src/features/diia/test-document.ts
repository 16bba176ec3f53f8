// The test ID card the sandbox Diia page shares: a made-up person whose fields pass the domain's
// identity-document rules (9-digit card number, 10-digit tax number, Cyrillic names).
import type { DigitalIdData } from '@posylka/contract';

export const SANDBOX_ID_CARD: DigitalIdData = {
  firstNameUA: 'Тарас',
  lastNameUA: 'Шевченко',
  middleNameUA: 'Григорович',
  docNumber: '004512345',
  department: '8031',
  residenceUA: 'м. Київ, вул. Хрещатик, 1, кв. 1',
  taxpayerNumber: '3012345678',
  birthday: { d: 9, m: 3, y: 1990 },
  issueDate: { d: 14, m: 5, y: 2019 },
};
