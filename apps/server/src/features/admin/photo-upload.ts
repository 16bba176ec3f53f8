// Reading warehouse photos from a multipart request: each file is typed by its first bytes (jpeg,
// png or webp; the name and the browser's type are ignored) and streamed to the file storage as it
// arrives; busboy stops at 5 MB + 1 byte and the request is not read any further (uploads/receive.ts).
// Operators' photos are not the customer's files: no storage quota.
import type { FastifyRequest } from 'fastify';
import {
  PARCEL_PHOTO_MAX_BYTES,
  PARCEL_PHOTO_MIME_TYPES,
  PARCEL_PHOTO_TYPES,
  PARCEL_PHOTOS_PER_UPLOAD,
  sniffParcelPhotoType,
  type ParcelPhotoType,
} from '@posylka/domain';
import type { FileStorage } from '../../providers/storage/index.js';
import {
  multipartOptions,
  receiveUploads,
  uploadScopeHooks,
  type ReceivedUploads,
  type UploadLimits,
} from '../../uploads/index.js';

const LIMITS: UploadLimits = {
  fileSize: PARCEL_PHOTO_MAX_BYTES,
  files: PARCEL_PHOTOS_PER_UPLOAD,
  fields: 5,
  fieldSize: 1024,
};

/** Options of @fastify/multipart for the photo route. */
export const PHOTO_MULTIPART_OPTIONS = multipartOptions(LIMITS);

/** onRequest / onSend hooks of the photo scope: a body over the limits is never read. */
export const PHOTO_UPLOAD_HOOKS = uploadScopeHooks(LIMITS);

/** The property the violations name (the form's drop zone). */
export const PHOTOS_PROPERTY = 'photos';

const KINDS = {
  sniffBytes: 16,
  sniff: sniffParcelPhotoType,
  mimeTypeOf: (type: ParcelPhotoType) => PARCEL_PHOTO_MIME_TYPES[type],
  names: PARCEL_PHOTO_TYPES.join(', '),
};

/**
 * All photos of the request stored under keys of `newKey`, or a 422 naming every bad one: all or
 * nothing, so an operator who sent four photos never has to work out which three were kept.
 */
export function readPhotos(
  request: FastifyRequest,
  storage: FileStorage,
  newKey: () => string,
): Promise<ReceivedUploads<ParcelPhotoType>> {
  return receiveUploads(request, {
    property: PHOTOS_PROPERTY,
    limits: LIMITS,
    maxFiles: PARCEL_PHOTOS_PER_UPLOAD,
    tooManyMax: PARCEL_PHOTOS_PER_UPLOAD,
    kinds: KINDS,
    storage,
    newKey,
    fallbackName: 'photo',
    maxNameLength: 120,
  });
}
