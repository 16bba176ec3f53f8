import type { IdentityDocumentData, PassportSummary } from '@posylka/contract';
import type { IdentityDocument } from '@posylka/domain';

/** What is sealed: the checked document without the form-only flags. */
export type StoredDocument = Omit<IdentityDocument, 'saveToCabinet' | 'consent'>;

const DOT = '•';

/**
 * Shows just enough to recognise the document: a passport's series letters and last two digits
 * ("АА••••56"), an ID card's last four digits ("•••••6789").
 */
export function maskDocumentNumber(
  doc: Pick<StoredDocument, 'documentType' | 'serialNumber' | 'identityCardNumber'>,
): string {
  if (doc.documentType === 'passport') {
    const n = doc.serialNumber;
    return `${n.slice(0, 2)}${DOT.repeat(Math.max(n.length - 4, 0))}${n.slice(-2)}`;
  }
  const n = doc.identityCardNumber;
  return `${DOT.repeat(Math.max(n.length - 4, 0))}${n.slice(-4)}`;
}

export function presentSummary(id: string, doc: StoredDocument): PassportSummary {
  return {
    id,
    documentType: doc.documentType,
    maskedNumber: maskDocumentNumber(doc),
    fullName: [doc.lastName, doc.firstName, doc.middleName].filter(Boolean).join(' '),
  };
}

export function presentData(id: string, doc: StoredDocument, updatedAt: Date): IdentityDocumentData {
  return {
    id,
    documentType: doc.documentType,
    serialNumber: doc.serialNumber,
    identityCardNumber: doc.identityCardNumber,
    issuedBy: doc.issuedBy,
    date: doc.date,
    lastName: doc.lastName,
    firstName: doc.firstName,
    middleName: doc.middleName,
    birthDate: doc.birthDate,
    registration: doc.registration,
    taxNumber: doc.taxNumber,
    updatedAt: updatedAt.toISOString(),
  };
}
