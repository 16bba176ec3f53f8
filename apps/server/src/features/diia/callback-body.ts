// Reading Diia's sharing callback: multipart/form-data with the field encodeData (the encrypted,
// signed metadata, base64) and the shared documents' files (*.pdf.p7s.p7e). Only the metadata is
// kept: the ID-card fields are in it, and the signed PDFs are not something we store.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';

/** @fastify/multipart options: a few documents, each a small signed PDF; encodeData a few KB. */
export const CALLBACK_MULTIPART_OPTIONS = {
  throwFileSizeLimit: false,
  limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 10, fieldSize: 1024 * 1024, parts: 20 },
} as const;

export const REQUEST_ID_HEADER = 'x-document-request-trace-id';

/** The request id header, or null when absent or repeated. */
export function callbackRequestId(request: FastifyRequest): string | null {
  const value = request.headers[REQUEST_ID_HEADER];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** encodeData of the callback (a field, or a part sent as a file); other parts are drained. */
export async function readEncodeData(request: FastifyRequest): Promise<string | null> {
  if (!request.isMultipart()) throw new HttpError(400, 'unsupportedMediaType');
  let encodeData: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'encodeData' && typeof part.value === 'string') encodeData = part.value.trim();
        continue;
      }
      if (part.fieldname !== 'encodeData') {
        // The signed documents are not kept: read past them without holding their bytes.
        for await (const chunk of part.file) void chunk;
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (!part.file.truncated) encodeData = Buffer.concat(chunks).toString('utf8').trim();
    }
  } catch {
    throw new HttpError(400, 'badRequest');
  }
  return encodeData || null;
}
