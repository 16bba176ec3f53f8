// Reading the customer's uploads (SPEC §5 Files, §9 "files max 5 MB, 10 per drop zone"): each file
// is typed by its first bytes (jpg, png or pdf) and streamed to the file storage as it arrives;
// busboy stops at 5 MB + 1 byte and the request is not read any further. The customer's storage
// quota is counted while the bytes stream (see uploads/receive.ts).
import type { FastifyRequest } from 'fastify';
import {
  MAX_FILE_BYTES,
  MAX_FILES_PER_DROP_ZONE,
  MIME_TYPE_OF,
  UPLOAD_FILE_TYPES,
  sniffFileType,
  type UploadFileType,
} from '@posylka/domain';
import type { FileStorage } from '../../providers/storage/index.js';
import {
  multipartOptions,
  receiveUploads,
  uploadScopeHooks,
  type ReceivedUploads,
  type UploadLimits,
} from '../../uploads/index.js';

export { quotaExceeded, uploadError } from '../../uploads/index.js';

const LIMITS: UploadLimits = {
  fileSize: MAX_FILE_BYTES,
  files: MAX_FILES_PER_DROP_ZONE,
  fields: 10,
  fieldSize: 1024,
};

/** Options of @fastify/multipart for the upload routes. */
export const MULTIPART_OPTIONS = multipartOptions(LIMITS);

/** onRequest / onSend hooks of the upload scope: a body over the limits is never read. */
export const UPLOAD_HOOKS = uploadScopeHooks(LIMITS);

const KINDS = {
  // PDF readers accept "%PDF-" anywhere in the first 1024 bytes.
  sniffBytes: 1024,
  sniff: sniffFileType,
  mimeTypeOf: (type: UploadFileType) => MIME_TYPE_OF[type],
  names: UPLOAD_FILE_TYPES.join(', '),
};

export type Uploads = ReceivedUploads<UploadFileType>;

/**
 * Stores every file of the request under a key of `newKey`, or refuses the WHOLE request (nothing
 * stays stored) naming every bad file on `property`. We chose all-or-nothing because a customer who
 * dropped five files and sees "two failed" cannot easily tell which three made it; one clear
 * refusal is simpler. The caller writes the rows, or calls `discard()` when it does not.
 */
export function readUploads(
  request: FastifyRequest,
  options: {
    property: string;
    maxFiles: number;
    storage: FileStorage;
    newKey: () => string;
    quota: { freeBytes: number; totalBytes: number };
  },
): Promise<Uploads> {
  return receiveUploads(request, {
    property: options.property,
    limits: LIMITS,
    maxFiles: options.maxFiles,
    tooManyMax: MAX_FILES_PER_DROP_ZONE,
    kinds: KINDS,
    storage: options.storage,
    newKey: options.newKey,
    quota: options.quota,
  });
}
