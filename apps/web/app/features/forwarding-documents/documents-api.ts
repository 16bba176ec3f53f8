import {
  API_BASE,
  UPLOAD_FILES_FIELD,
  UPLOAD_KIND_FIELD,
  UPLOAD_TYPE_FIELD,
  orderDocumentPaths,
  orderPaths,
  type ApiClient,
  type OrderDocuments,
  type OrderFileList,
  type PassportSummary,
} from '@posylka/contract';
import type { DocumentKind, InvoiceFileType, Locale } from '@posylka/domain';
import type { ForwardingOrder, IdentityDocumentData, OrderFile } from './order-types.js';
import { uploadMultipart } from './upload.js';

// The documents step's calls (SPEC §7 "Orders", "Personal"). Routes with an id in the path are not
// typed methods of the shared client, so they go through `request` with the contract's paths.

export function uploadInvoice(
  orderId: string,
  type: InvoiceFileType,
  file: File,
  locale: Locale,
  onProgress: (fraction: number) => void,
): Promise<OrderFile> {
  return uploadMultipart<OrderFileList>({
    path: orderDocumentPaths.uploadInvoices(orderId),
    fields: { [UPLOAD_TYPE_FIELD]: type },
    files: [{ name: UPLOAD_FILES_FIELD, file, filename: file.name }],
    locale,
    onProgress,
  }).then((list) => {
    const saved = list.items[0];
    if (!saved) throw new Error('The upload answered no file');
    return saved;
  });
}

export function uploadExportDocument(
  orderId: string,
  kind: DocumentKind,
  file: File,
  locale: Locale,
  onProgress: (fraction: number) => void,
): Promise<OrderFile> {
  return uploadMultipart<OrderFile>({
    path: orderDocumentPaths.documents(orderId),
    fields: { [UPLOAD_KIND_FIELD]: kind },
    files: [{ name: UPLOAD_FILES_FIELD, file, filename: file.name }],
    locale,
    onProgress,
  });
}

/** New bytes for one of my files (an operator marked it incorrect); keeps its id and type. */
export function replaceOrderFile(fileId: string, file: File, locale: Locale): Promise<OrderFile> {
  return uploadMultipart<OrderFile>({
    path: orderDocumentPaths.replaceInvoice(fileId),
    files: [{ name: UPLOAD_FILES_FIELD, file, filename: file.name }],
    locale,
  });
}

/** Invoices and export documents are removed through the same call. */
export async function removeOrderFile(api: ApiClient, fileId: string): Promise<void> {
  await api.request<undefined>('POST', API_BASE + orderDocumentPaths.removeFile(fileId));
}

export function fetchOrderDocuments(api: ApiClient, orderId: string): Promise<OrderDocuments> {
  return api.request<OrderDocuments>('GET', API_BASE + orderDocumentPaths.documents(orderId));
}

export async function fetchActivePassport(api: ApiClient): Promise<IdentityDocumentData | null> {
  const answer = await api.request<{ document: IdentityDocumentData | null }>(
    'GET',
    `${API_BASE}/personal/passports/active`,
    { noErrorToast: true },
  );
  return answer.document;
}

export function savePassport(
  api: ApiClient,
  orderId: string,
  body: Record<string, unknown>,
): Promise<{ passport: PassportSummary }> {
  return api.request('POST', API_BASE + orderDocumentPaths.passport(orderId), { body });
}

export function fetchOrder(api: ApiClient, orderId: string): Promise<ForwardingOrder> {
  return api.request<ForwardingOrder>('GET', API_BASE + orderPaths.one(orderId));
}
