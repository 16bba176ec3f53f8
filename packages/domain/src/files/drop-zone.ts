import { FILE_LIMITS } from '../reference/index.js';
import type { MessageCode, MessageParams } from '../validation/index.js';
import { declaredFileType, sniffFileType, UPLOAD_FILE_TYPES, type UploadFileType } from './sniff.js';

/** "Max 5 MB each" and "default max 10 files" per drop zone (SPEC §5 "Files", §9). */
export const MAX_FILE_BYTES = FILE_LIMITS.maxBytes;
export const MAX_FILES_PER_DROP_ZONE = FILE_LIMITS.maxFilesPerDropZone;

/** Drop-zone error codes as SPEC §5 names them (the spelling "to_large" is the product's own). */
export type DropZoneErrorCode = 'to_large' | 'unexpected_type' | 'too_many';

export type DropZoneOptions = {
  maxBytes?: number;
  maxFiles?: number;
  types?: readonly UploadFileType[];
  /** Files already in the zone, counted against maxFiles. */
  existing?: number;
};

export type CandidateFile = { name: string; size: number; type?: string; firstBytes?: Uint8Array };

export type DropZoneError = {
  file: string;
  code: DropZoneErrorCode;
  message: MessageCode;
  params: MessageParams;
};

/**
 * Splits dropped files into accepted ones and errors, in drop order: each file must be of an allowed
 * type (by its bytes when given, else by its name/MIME type) and within the size; files beyond the
 * zone's capacity are refused with one "too many" error each.
 */
export function checkDroppedFiles(files: readonly CandidateFile[], options: DropZoneOptions = {}) {
  const maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
  const maxFiles = options.maxFiles ?? MAX_FILES_PER_DROP_ZONE;
  const types = options.types ?? UPLOAD_FILE_TYPES;
  const accepted: (CandidateFile & { fileType: UploadFileType })[] = [];
  const errors: DropZoneError[] = [];
  const typeList = types.join(', ');
  let room = maxFiles - (options.existing ?? 0);

  for (const file of files) {
    const fileType = file.firstBytes ? sniffFileType(file.firstBytes) : declaredFileType(file);
    if (!fileType || !types.includes(fileType)) {
      errors.push({
        file: file.name,
        code: 'unexpected_type',
        message: 'files.unexpected_type',
        params: { name: file.name, types: typeList },
      });
    } else if (file.size > maxBytes) {
      const maxMb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
      errors.push({
        file: file.name,
        code: 'to_large',
        message: 'files.to_large',
        params: { name: file.name, maxMb },
      });
    } else if (room <= 0) {
      errors.push({
        file: file.name,
        code: 'too_many',
        message: 'files.too_many',
        params: { max: maxFiles },
      });
    } else {
      accepted.push({ ...file, fileType });
      room -= 1;
    }
  }
  return { accepted, errors };
}
