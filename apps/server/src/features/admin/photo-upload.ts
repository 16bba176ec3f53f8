// Reading warehouse photos from a multipart request: each file is measured while it streams (busboy
// stops at 5 MB + 1 byte and flags it truncated, so a huge upload never sits in memory) and typed by
// its first bytes (jpeg, png or webp; the name and the browser's type are ignored).
import type { FastifyRequest } from 'fastify';
import type { Violation } from '@posylka/contract';
import {
  PARCEL_PHOTO_MAX_BYTES,
  PARCEL_PHOTO_MIME_TYPES,
  PARCEL_PHOTO_TYPES,
  PARCEL_PHOTOS_PER_UPLOAD,
  sniffParcelPhotoType,
  translateMessage,
  type Locale,
  type MessageCode,
  type MessageParams,
} from '@posylka/domain';
import { HttpError } from '../../http/errors.js';

/** Options of @fastify/multipart for the photo route. */
export const PHOTO_MULTIPART_OPTIONS = {
  // Truncation is checked here, so one too-large photo becomes a 422 naming it, not a bare 413.
  throwFileSizeLimit: false,
  limits: {
    fileSize: PARCEL_PHOTO_MAX_BYTES,
    files: PARCEL_PHOTOS_PER_UPLOAD,
    fields: 5,
    fieldSize: 1024,
    parts: PARCEL_PHOTOS_PER_UPLOAD + 5,
  },
} as const;

/** The property the violations name (the form's drop zone). */
export const PHOTOS_PROPERTY = 'photos';

export type UploadedPhoto = { name: string; bytes: Buffer; mimeType: string };

/** 422 whose errorDescription is the first file's message, so a one-line toast reads well. */
export class PhotoUploadError extends HttpError {
  constructor(violations: Violation[]) {
    super(422, 'validationFailed', {}, violations);
  }
  override describe(locale: Locale): string {
    return this.violations?.[0]?.message ?? super.describe(locale);
  }
}

const MAX_MB = Math.round((PARCEL_PHOTO_MAX_BYTES / (1024 * 1024)) * 10) / 10;

function photoError(code: MessageCode, params: MessageParams, locale: Locale): PhotoUploadError {
  return new PhotoUploadError([
    { property: PHOTOS_PROPERTY, message: translateMessage(code, params, locale) },
  ]);
}

/** A file name kept for messages only: no path, no control characters, bounded length. */
function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'photo').slice(-120);
}

/**
 * All photos of the request, or a 422 naming every bad one: all or nothing, so an operator who sent
 * four photos never has to work out which three were kept.
 */
export async function readPhotos(request: FastifyRequest): Promise<UploadedPhoto[]> {
  const { locale } = request;
  if (!request.isMultipart()) throw photoError('files.required', {}, locale);
  const photos: UploadedPhoto[] = [];
  const violations: Violation[] = [];
  const bad = (code: MessageCode, params: MessageParams) =>
    violations.push({ property: PHOTOS_PROPERTY, message: translateMessage(code, params, locale) });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      const name = cleanName(part.filename);
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) {
        bad('files.to_large', { name, maxMb: MAX_MB });
        continue;
      }
      const bytes = Buffer.concat(chunks);
      const type = sniffParcelPhotoType(bytes.subarray(0, 16));
      if (!type) {
        bad('files.unexpected_type', { name, types: PARCEL_PHOTO_TYPES.join(', ') });
        continue;
      }
      photos.push({ name, bytes, mimeType: PARCEL_PHOTO_MIME_TYPES[type] });
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw photoError('files.too_many', { max: PARCEL_PHOTOS_PER_UPLOAD }, locale);
    }
    throw error;
  }
  if (violations.length > 0) throw new PhotoUploadError(violations);
  if (photos.length === 0) throw photoError('files.required', {}, locale);
  return photos;
}
