import {
  UPLOAD_FILES_FIELD,
  UPLOAD_KIND_FIELD,
  UPLOAD_TYPE_FIELD,
  endpoints,
  hrefOf,
  type ApiClient,
  type ApiTypes,
  type Endpoint,
  type saveOrderPassportRoute,
} from '@posylka/contract';
import type { DocumentKind, InvoiceFileType, Locale } from '@posylka/domain';
import type { OrderFile } from './order-types.js';
import { uploadMultipart } from './upload.js';

// The documents step's calls (SPEC §7 "Orders", "Personal"), each on its route's endpoint. The
// uploads go over XMLHttpRequest (progress) to the route's address, with its success type.

/** The success answer of an endpoint's route. */
type ResultOf<E> = E extends Endpoint<infer R> ? ApiTypes.RouteResult<R> : never;

export function uploadInvoice(
  orderId: string,
  type: InvoiceFileType,
  file: File,
  locale: Locale,
  onProgress: (fraction: number) => void,
): Promise<OrderFile> {
  return uploadMultipart<ResultOf<typeof endpoints.uploadInvoices>>({
    url: hrefOf(endpoints.uploadInvoices, { params: { orderId } }),
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
) {
  return uploadMultipart<ResultOf<typeof endpoints.uploadOrderDocument>>({
    url: hrefOf(endpoints.uploadOrderDocument, { params: { id: orderId } }),
    fields: { [UPLOAD_KIND_FIELD]: kind },
    files: [{ name: UPLOAD_FILES_FIELD, file, filename: file.name }],
    locale,
    onProgress,
  });
}

/** New bytes for one of my files (an operator marked it incorrect); keeps its id and type. */
export function replaceOrderFile(fileId: string, file: File, locale: Locale) {
  return uploadMultipart<ResultOf<typeof endpoints.replaceInvoice>>({
    url: hrefOf(endpoints.replaceInvoice, { params: { fileId } }),
    files: [{ name: UPLOAD_FILES_FIELD, file, filename: file.name }],
    locale,
  });
}

/** Invoices and export documents are removed through the same call. */
export async function removeOrderFile(api: ApiClient, fileId: string): Promise<void> {
  await api.call(endpoints.removeInvoice, { params: { id: fileId } });
}

export function fetchOrderDocuments(api: ApiClient, orderId: string) {
  return api.call(endpoints.getOrderDocuments, { params: { id: orderId } });
}

export async function fetchActivePassport(api: ApiClient) {
  const answer = await api.call(endpoints.activePassport, { noErrorToast: true });
  return answer.document;
}

export function savePassport(
  api: ApiClient,
  orderId: string,
  body: ApiTypes.RouteBody<typeof saveOrderPassportRoute>,
) {
  return api.call(endpoints.saveOrderPassport, { params: { id: orderId }, body });
}

export function fetchOrder(api: ApiClient, orderId: string) {
  return api.call(endpoints.getOrder, { params: { id: orderId } });
}
