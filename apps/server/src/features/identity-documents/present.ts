import type { IdentityDocumentData, PassportSummary } from '@posylka/contract';
import { maskDocumentNumber, type IdentityDocument } from '@posylka/domain';

/** What is sealed: the checked document without the form-only flags. */
export type StoredDocument = Omit<IdentityDocument, 'saveToCabinet' | 'consent'>;

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
