/** File types accepted for invoices and documents: "only images or pdf (alert lists jpg, png, pdf)". */
export const UPLOAD_FILE_TYPES = ['jpg', 'png', 'pdf'] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

export const MIME_TYPE_OF: Record<UploadFileType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

/**
 * The real type of an upload from its first bytes (8 are enough; pass up to 1 KB so a PDF with a
 * short preamble is found). The name and the browser's MIME type can lie; the content cannot.
 */
export function sniffFileType(firstBytes: Uint8Array): UploadFileType | null {
  // JPEG: SOI marker FF D8 followed by another marker FF xx.
  if (startsWith(firstBytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(firstBytes, PNG_SIGNATURE)) return 'png';
  // PDF readers accept "%PDF-" anywhere in the first 1024 bytes.
  const window = Math.min(firstBytes.length, 1024) - PDF_SIGNATURE.length;
  for (let offset = 0; offset <= window; offset += 1) {
    if (startsWith(firstBytes, PDF_SIGNATURE, offset)) return 'pdf';
  }
  return null;
}

/** The declared type from a file name or MIME type, used by the browser before the bytes are read. */
export function declaredFileType(file: { name?: string; type?: string }): UploadFileType | null {
  const mime = file.type?.toLowerCase() ?? '';
  const byMime = (Object.keys(MIME_TYPE_OF) as UploadFileType[]).find((t) => MIME_TYPE_OF[t] === mime);
  if (byMime) return byMime;
  if (mime === 'image/jpg' || mime === 'image/pjpeg') return 'jpg';
  const ext = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'jpg';
  if (ext === 'png' || ext === 'pdf') return ext;
  return null;
}
