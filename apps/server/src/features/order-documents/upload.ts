// Reading multipart uploads: every file is measured while it streams (busboy stops at 5 MB + 1 byte
// and flags it truncated, so a huge upload never sits in memory) and typed by its first bytes.
import type { FastifyRequest } from 'fastify';
import {
  MAX_FILE_BYTES,
  MAX_FILES_PER_DROP_ZONE,
  MIME_TYPE_OF,
  UPLOAD_FILE_TYPES,
  sniffFileType,
  translateMessage,
  type Locale,
  type MessageCode,
  type MessageParams,
  type UploadFileType,
} from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import { HttpError } from '../../http/errors.js';

/** Options of @fastify/multipart for the upload routes (SPEC §5 Files, §9 "files max 5 MB, 10 per drop zone"). */
export const MULTIPART_OPTIONS = {
  // We check truncation ourselves, so one too-large file becomes a 422 naming it, not a bare 413.
  throwFileSizeLimit: false,
  limits: {
    fileSize: MAX_FILE_BYTES,
    files: MAX_FILES_PER_DROP_ZONE,
    fields: 10,
    fieldSize: 1024,
    parts: MAX_FILES_PER_DROP_ZONE + 10,
  },
} as const;

export interface UploadedFile {
  originalFilename: string;
  bytes: Buffer;
  fileType: UploadFileType;
  mimeType: string;
}

export interface ReadUploads {
  files: UploadedFile[];
  fields: Record<string, string>;
}

/** 422 whose errorDescription is the first file's message, so the upload toast (errors.uploadedFiles) reads well. */
export class UploadError extends HttpError {
  constructor(violations: Violation[]) {
    super(422, 'validationFailed', {}, violations);
  }
  override describe(locale: Locale): string {
    return this.violations?.[0]?.message ?? super.describe(locale);
  }
}

export function uploadError(property: string, code: MessageCode, params: MessageParams, locale: Locale) {
  return new UploadError([{ property, message: translateMessage(code, params, locale) }]);
}

/** A customer's file name kept for display only: no path, no control characters, bounded length. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'file').slice(-200);
}

const MAX_MB = Math.round((MAX_FILE_BYTES / (1024 * 1024)) * 10) / 10;

/**
 * Reads all parts of a multipart request. Any bad file (too large, not jpg/png/pdf by its bytes)
 * or too many files refuses the WHOLE request: nothing is stored, and every bad file is named in
 * the violations (on `property`). We chose all-or-nothing because a customer who dropped five files
 * and sees "two failed" cannot easily tell which three made it; one clear refusal is simpler.
 */
export async function readUploads(
  request: FastifyRequest,
  options: { property: string; maxFiles: number },
): Promise<ReadUploads> {
  const { locale } = request;
  if (!request.isMultipart()) throw uploadError(options.property, 'files.required', {}, locale);
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  const violations: Violation[] = [];
  const bad = (code: MessageCode, params: MessageParams) =>
    violations.push({ property: options.property, message: translateMessage(code, params, locale) });
  let count = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const name = cleanFilename(part.filename);
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      count += 1;
      if (part.file.truncated) {
        bad('files.to_large', { name, maxMb: MAX_MB });
        continue;
      }
      const bytes = Buffer.concat(chunks);
      const fileType = sniffFileType(bytes.subarray(0, 1024));
      if (!fileType) {
        bad('files.unexpected_type', { name, types: UPLOAD_FILE_TYPES.join(', ') });
        continue;
      }
      if (count > options.maxFiles) continue;
      files.push({ originalFilename: name, bytes, fileType, mimeType: MIME_TYPE_OF[fileType] });
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw uploadError(options.property, 'files.too_many', { max: MAX_FILES_PER_DROP_ZONE }, locale);
    }
    throw error;
  }
  if (count > options.maxFiles) bad('files.too_many', { max: MAX_FILES_PER_DROP_ZONE });
  if (violations.length > 0) throw new UploadError(violations);
  if (files.length === 0) throw uploadError(options.property, 'files.required', {}, locale);
  return { files, fields };
}
