import type { DocumentType } from './schemas.js';

const DOT = '•';

/**
 * Shows just enough to recognise the document: a passport's series letters and last two digits
 * ("АА••••56"), an ID card's last four digits ("•••••6789"). One rule for the order's summary the
 * server sends and the profile page's summary, so the full number is never shown anywhere.
 */
export function maskDocumentNumber(doc: {
  documentType: DocumentType;
  serialNumber: string;
  identityCardNumber: string;
}): string {
  if (doc.documentType === 'passport') {
    const n = doc.serialNumber;
    return `${n.slice(0, 2)}${DOT.repeat(Math.max(n.length - 4, 0))}${n.slice(-2)}`;
  }
  const n = doc.identityCardNumber;
  return `${DOT.repeat(Math.max(n.length - 4, 0))}${n.slice(-4)}`;
}
