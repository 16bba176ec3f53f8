// Files of a forwarding order (SPEC §3 "Invoice file types", "Document kinds", §5 "Files", §7 uploads)
// and the customer's identity document (SPEC §3 "Identity document input"). Uploads are multipart
// (`files` parts plus a `type` or `kind` field), so their bodies are not zod-described here: the
// server streams them to storage, decides the type by the first bytes, stops reading at 5 MB per
// file and at the customer's storage quota, and refuses a declared body over the limits unread (413).
import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_TYPES, INVOICE_FILE_TYPES } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

/** Every type a stored order file can have: the invoice types plus the export document kinds. */
export const ORDER_FILE_TYPES = [...INVOICE_FILE_TYPES, ...DOCUMENT_KINDS] as const;
export type OrderFileType = (typeof ORDER_FILE_TYPES)[number];

/** SPEC §3 file item: id, url, originalFilename, size, mimeType, isIncorrectDocument (+ its type). */
export const orderFileSchema = z.object({
  id: z.uuid(),
  type: z.enum(ORDER_FILE_TYPES),
  originalFilename: z.string(),
  /** `/api/files/{id}`: served only to the owner, with safe headers. */
  url: z.string(),
  size: z.number().int().nonnegative(),
  /** Decided from the bytes: image/jpeg, image/png or application/pdf. */
  mimeType: z.string(),
  /** Set when an operator marks the document as not acceptable (never by the customer). */
  isIncorrectDocument: z.boolean(),
  createdAt: z.string(),
});
export type OrderFile = z.infer<typeof orderFileSchema>;

export const orderFileListSchema = z.object({ items: z.array(orderFileSchema) });
export type OrderFileList = z.infer<typeof orderFileListSchema>;

// Any text: an id that is not one of ours (malformed included) answers 404, like another user's.
const idParams = z.object({ id: z.string().min(1).max(64) });
const orderIdParams = z.object({ orderId: z.string().min(1).max(64) });
const fileIdParams = z.object({ fileId: z.string().min(1).max(64) });

const failures = { 401: errorBodySchema, 404: errorBodySchema };
const uploadFailures = {
  ...failures,
  413: errorBodySchema,
  415: errorBodySchema,
  422: validationErrorBodySchema,
};

/** Multipart field names of the upload routes (SPEC §7 "files[n], files[length], type"). */
export const UPLOAD_FILES_FIELD = 'files';
export const UPLOAD_TYPE_FIELD = 'type';
export const UPLOAD_KIND_FIELD = 'kind';

export const uploadInvoicesRoute = defineRoute({
  method: 'POST',
  path: '/upload/:orderId/invoice',
  summary:
    'Upload invoices (multipart: files, several at once, and type default|default_by_user|bank_statement|other). ' +
    'Any bad file (over 5 MB, not jpg/png/pdf by content, too many, past my storage quota) refuses the whole request: 422 on `invoices`',
  tags: ['orders'],
  auth: true,
  params: orderIdParams,
  response: { 201: orderFileListSchema, ...uploadFailures },
});

export const replaceInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/upload/invoice/:fileId',
  summary: 'Replace the bytes of one of my files (multipart: files[0]); keeps its id and type',
  tags: ['orders'],
  auth: true,
  params: fileIdParams,
  response: { 200: orderFileSchema, ...uploadFailures },
});

export const listInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/orders/:id/invoices',
  summary: 'The invoice files of my order (types default, default_by_user, bank_statement, other)',
  tags: ['orders'],
  auth: true,
  params: idParams,
  response: { 200: orderFileListSchema, ...failures },
});

export const removeInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/orders/invoice/remove/:id',
  summary: 'Remove one of my files (invoice or document), from the storage too',
  tags: ['orders'],
  auth: true,
  params: idParams,
  response: { 204: z.null(), ...failures },
});

export const orderDocumentsSchema = z.object({
  /** Export document kinds this order needs now (PL over 1000 EUR: statement, powers, power_attorney). */
  required: z.array(z.enum(DOCUMENT_KINDS)),
  items: z.array(orderFileSchema),
});
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;

export const getOrderDocumentsRoute = defineRoute({
  method: 'GET',
  path: '/orders/documents/:id',
  summary: 'Export documents of my order: the kinds required and the files uploaded',
  tags: ['orders'],
  auth: true,
  params: idParams,
  response: { 200: orderDocumentsSchema, ...failures },
});

export const uploadOrderDocumentRoute = defineRoute({
  method: 'POST',
  path: '/orders/documents/:id',
  summary: 'Upload an export document (multipart: files[0], kind statement|powers|power_attorney)',
  tags: ['orders'],
  auth: true,
  params: idParams,
  response: { 201: orderFileSchema, ...uploadFailures },
});

/** GET /files/{fileId}: the raw bytes (owner only). Documented here so the URL has a single source. */
export const getFileRoute = defineRoute({
  method: 'GET',
  path: '/files/:fileId',
  summary: 'The bytes of one of my files (nosniff, CSP sandbox, private cache)',
  tags: ['orders'],
  auth: true,
  params: fileIdParams,
  response: { ...failures },
});

/** The identity document summary shown on an order: never the full number. */
export const passportSummarySchema = z.object({
  id: z.uuid(),
  documentType: z.enum(DOCUMENT_TYPES),
  /** e.g. "АА••••56" or "•••••6789". */
  maskedNumber: z.string(),
  fullName: z.string(),
});
export type PassportSummary = z.infer<typeof passportSummarySchema>;

/** SPEC §3 Identity document input, as stored (decrypted for its owner only), to prefill the form. */
export const identityDocumentDataSchema = z.object({
  id: z.uuid(),
  documentType: z.enum(DOCUMENT_TYPES),
  serialNumber: z.string(),
  identityCardNumber: z.string(),
  issuedBy: z.string(),
  /** DD.MM.YYYY */
  date: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  /** DD.MM.YYYY */
  birthDate: z.string(),
  registration: z.string(),
  taxNumber: z.string(),
  updatedAt: z.string(),
});
export type IdentityDocumentData = z.infer<typeof identityDocumentDataSchema>;

export const activePassportRoute = defineRoute({
  method: 'GET',
  path: '/personal/passports/active',
  summary: 'My active identity document (saved with saveToCabinet) to prefill the form, or null',
  tags: ['personal'],
  auth: true,
  response: { 200: z.object({ document: identityDocumentDataSchema.nullable() }), 401: errorBodySchema },
});

/**
 * Body: SPEC §3 identity document input (checked by the domain's identityDocumentSchema on the
 * server, 422 per field) plus `agreement: true` (the documents agreement of SPEC §5). Kept open here
 * so the server can answer every field's violation at once.
 */
export const savePassportBodySchema = z.looseObject({
  documentType: z.string().optional(),
  agreement: z.boolean().optional(),
});

export const saveOrderPassportRoute = defineRoute({
  method: 'POST',
  path: '/orders/:id/passport',
  summary:
    'Attach an identity document to my order (encrypted at rest); saveToCabinet makes it my active one. ' +
    'Answers the passport summary: refetch GET /orders/{id} for the whole order',
  tags: ['orders'],
  auth: true,
  params: idParams,
  body: savePassportBodySchema,
  response: {
    200: z.object({ passport: passportSummarySchema }),
    ...failures,
    422: validationErrorBodySchema,
  },
});
