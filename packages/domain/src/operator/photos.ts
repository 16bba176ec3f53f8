// Warehouse photos of a parcel (issue 5 "photos"): images only, judged by their bytes.
import { MAX_FILE_BYTES } from '../files/drop-zone.js';

export const PARCEL_PHOTO_TYPES = ['jpeg', 'png', 'webp'] as const;
export type ParcelPhotoType = (typeof PARCEL_PHOTO_TYPES)[number];

export const PARCEL_PHOTO_MIME_TYPES: Record<ParcelPhotoType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** SPEC §9 "files max 5 MB", as for every other upload. */
export const PARCEL_PHOTO_MAX_BYTES = MAX_FILE_BYTES;
/** Photos one upload may carry (a parcel is photographed from a few sides, not a hundred). */
export const PARCEL_PHOTOS_PER_UPLOAD = 10;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * The image type of a photo from its first bytes (12 are enough); the file name and the browser's
 * MIME type can lie. JPEG: FF D8 FF; PNG: its 8-byte signature; WebP: "RIFF" size "WEBP".
 */
export function sniffParcelPhotoType(firstBytes: Uint8Array): ParcelPhotoType | null {
  if (startsWith(firstBytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(firstBytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    startsWith(firstBytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(firstBytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'webp';
  }
  return null;
}
