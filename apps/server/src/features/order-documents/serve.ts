import type { FastifyReply } from 'fastify';
import type { OrderFileRow } from '../../db/schema/index.js';

/** RFC 5987 filename*: percent-encoded UTF-8, so any name (Cyrillic included) survives untouched. */
function encodeFilename(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Headers of a served upload. The type is the one we sniffed (only jpg, png or pdf are ever stored),
 * nosniff stops a browser from guessing otherwise, "CSP: sandbox" makes even a crafted PDF/HTML
 * polyglot run without our origin's rights, and private caching keeps personal documents out of
 * shared caches.
 */
export function setFileHeaders(reply: FastifyReply, row: OrderFileRow): void {
  reply
    .header('content-type', row.mimeType)
    .header('content-length', String(row.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeFilename(row.originalFilename)}`)
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, max-age=0');
}
