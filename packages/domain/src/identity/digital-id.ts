import { formatDottedDate } from './dates.js';
import type { IdentityDocumentForm } from './schemas.js';

type DayParts = { d: number | string; m: number | string; y: number | string };

/** Document data shared through the digital-ID service (SPEC §3 "Digital-ID data"). */
export type DigitalIdData = {
  firstNameUA?: string;
  lastNameUA?: string;
  middleNameUA?: string;
  docNumber?: string;
  department?: string;
  residenceUA?: string;
  taxpayerNumber?: string;
  birthday?: DayParts;
  issueDate?: DayParts;
};

function dotted(parts: DayParts | undefined): string {
  if (!parts) return '';
  const [d, m, y] = [Number(parts.d), Number(parts.m), Number(parts.y)];
  return [d, m, y].every(Number.isInteger) ? formatDottedDate({ d, m, y }) : '';
}

/**
 * Form values from digital-ID data: it "replaces the form and selects ID card when a card number is
 * present" (SPEC §4). A 9-digit number is an ID card; anything else is taken as a passport number.
 * Consent is never implied: the user still ticks it.
 */
export function identityFormFromDigitalId(data: DigitalIdData): IdentityDocumentForm {
  const number = (data.docNumber ?? '').replace(/\s/g, '');
  const isCard = /^\d{9}$/.test(number);
  return {
    documentType: isCard ? 'card' : 'passport',
    serialNumber: isCard ? '' : number,
    identityCardNumber: isCard ? number : '',
    issuedBy: data.department ?? '',
    date: dotted(data.issueDate),
    lastName: data.lastNameUA ?? '',
    firstName: data.firstNameUA ?? '',
    middleName: data.middleNameUA ?? '',
    birthDate: dotted(data.birthday),
    registration: data.residenceUA ?? '',
    taxNumber: data.taxpayerNumber ?? '',
    saveToCabinet: false,
    consent: false,
  };
}
