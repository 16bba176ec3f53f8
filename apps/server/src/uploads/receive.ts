// Receiving multipart uploads straight into the file storage. Each file is typed by its first bytes,
// then streamed to storage as it arrives (never held whole in memory). The request stops being read
// the moment a limit is passed (a file over its size, one file too many, the customer's quota, more
// bytes than the limits allow in all): nothing more is read, what was stored is deleted, and the
// answer closes the connection so the rest of the body never has to be received.
import { Readable, Transform, pipeline } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Violation } from '@posylka/contract';
import { translateMessage, type Locale, type MessageCode, type MessageParams } from '@posylka/domain';
import { HttpError } from '../http/errors.js';
import type { FileStorage } from '../providers/storage/index.js';

/** What one multipart request of an upload route may carry. */
export interface UploadLimits {
  /** Bytes of one file. */
  fileSize: number;
  /** Files in one request. */
  files: number;
  /** Text fields in one request, each at most `fieldSize` bytes. */
  fields: number;
  fieldSize: number;
}

/** Room per part for its boundary and headers (a long file name included). */
const PART_HEAD_ROOM = 2048;

/** The largest body a request within the limits can have; anything longer is refused unread. */
export function maxRequestBytes(limits: UploadLimits): number {
  return (
    limits.files * (limits.fileSize + PART_HEAD_ROOM) +
    limits.fields * (limits.fieldSize + PART_HEAD_ROOM) +
    PART_HEAD_ROOM
  );
}

/** Options of @fastify/multipart for an upload route: busboy itself stops each file at its size. */
export function multipartOptions(limits: UploadLimits) {
  return {
    // A file over its size is answered here, as a 422 naming it, not as a bare 413.
    throwFileSizeLimit: false,
    limits: {
      fileSize: limits.fileSize,
      files: limits.files,
      fields: limits.fields,
      fieldSize: limits.fieldSize,
      parts: limits.files + limits.fields,
      headerPairs: 16,
    },
  } as const;
}

const hasBody = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  return length !== undefined ? length !== '0' : request.headers['transfer-encoding'] !== undefined;
};

/**
 * Hooks of an upload scope. onRequest: a declared Content-Length above what the limits allow is
 * refused with 413 before a byte of the body is read. onSend: an answer given before the body was
 * read to its end (a refusal, a 404 for another customer's order) closes the connection, so Node
 * does not read the rest of the body just to keep the connection alive.
 */
export function uploadScopeHooks(limits: UploadLimits) {
  const max = maxRequestBytes(limits);
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > max) {
        reply.header('connection', 'close');
        throw new HttpError(413, 'payloadTooLarge');
      }
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasBody(request) && !request.raw.readableEnded) reply.header('connection', 'close');
    },
  };
}

/** 422 whose errorDescription is the first file's message, so an upload toast reads well. */
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

/** A file name kept for display only: no path, no control characters, bounded length. */
export function cleanFilename(name: string | undefined, fallback = 'file', max = 200): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || fallback).slice(-max);
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** 422 on `property`: the file does not fit in the customer's storage quota of `quotaBytes`. */
export function quotaExceeded(property: string, name: string, quotaBytes: number, locale: Locale) {
  return uploadError(property, 'files.quota_exceeded', { name, quotaMb: megabytes(quotaBytes) }, locale);
}

/** How a route types its files: by their first bytes only (the name and the browser's type lie). */
export interface FileKinds<T extends string> {
  /** First bytes the sniffer needs (fewer when the file is shorter). */
  sniffBytes: number;
  sniff: (firstBytes: Uint8Array) => T | null;
  mimeTypeOf: (type: T) => string;
  /** The accepted types as the message lists them, e.g. "jpg, png, pdf". */
  names: string;
}

export interface ReceiveOptions<T extends string> {
  /** The property violations name (the form's drop zone). */
  property: string;
  limits: UploadLimits;
  /** Files this request may carry (at most limits.files). */
  maxFiles: number;
  /** The number the "too many files" message names (the drop zone's size). */
  tooManyMax: number;
  kinds: FileKinds<T>;
  storage: FileStorage;
  /** A new storage key, one per stored file. */
  newKey: () => string;
  /** The customer's storage quota: bytes still free and the quota's size (for the message). */
  quota?: { freeBytes: number; totalBytes: number };
  /** The file name when the request has none. */
  fallbackName?: string;
  /** Longest file name kept. */
  maxNameLength?: number;
}

export interface ReceivedFile<T extends string> {
  key: string;
  name: string;
  size: number;
  type: T;
  mimeType: string;
}

export interface ReceivedUploads<T extends string> {
  files: ReceivedFile<T>[];
  fields: Record<string, string>;
  /** Deletes the stored objects: call it when the rows that would point at them are not written. */
  discard: () => Promise<void>;
}

/**
 * Reads every part of a multipart request, storing each file under a new key as it streams. All or
 * nothing: any refusal deletes what this request stored and answers 422 on `property`, naming every
 * file of an unaccepted type seen so far and the file that passed a limit. A file of an unaccepted
 * type is read to its end (at most limits.fileSize) so the following files can be checked too; a
 * passed limit stops reading at once.
 */
export async function receiveUploads<T extends string>(
  request: FastifyRequest,
  options: ReceiveOptions<T>,
): Promise<ReceivedUploads<T>> {
  const { locale } = request;
  const { property, limits, kinds, storage, quota } = options;
  if (!request.isMultipart()) throw uploadError(property, 'files.required', {}, locale);

  const raw = request.raw;
  const violations: Violation[] = [];
  const say = (code: MessageCode, params: MessageParams): Violation => ({
    property,
    message: translateMessage(code, params, locale),
  });
  const refusal = (code: MessageCode, params: MessageParams) =>
    new UploadError([...violations, say(code, params)]);

  // Every key written or being written, and the writes in flight: a refusal deletes them all.
  const keys: string[] = [];
  const writes: Promise<unknown>[] = [];
  const discard = async () => {
    await Promise.allSettled(writes);
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
  };

  // Stopping: the request is no longer read, the file being stored fails, every wait below ends.
  let failure: Error | null = null;
  let current: Transform | null = null;
  let rejectStopped: (error: Error) => void = () => {};
  const stopped = new Promise<never>((_, reject) => {
    rejectStopped = reject;
  });
  stopped.catch(() => {});
  let received = 0;
  const maxBytes = maxRequestBytes(limits);
  const count = (chunk: Buffer) => {
    received += chunk.length;
    // A chunked body, huge fields or padding around the parts: over what the limits allow in all.
    if (received > maxBytes) stop(new HttpError(413, 'payloadTooLarge'));
  };
  function stop(error: Error) {
    if (failure) return;
    failure = error;
    raw.off('data', count);
    raw.unpipe();
    raw.pause();
    current?.destroy(error);
    rejectStopped(error);
  }
  const orStop = <R>(promise: Promise<R>): Promise<R> => Promise.race([promise, stopped]);

  const fields: Record<string, string> = {};
  const files: ReceivedFile<T>[] = [];
  let fileCount = 0;
  let quotaUsed = 0;
  try {
    const parts = request.parts()[Symbol.asyncIterator]();
    let counting = false;
    for (;;) {
      const next = parts.next();
      // The first next() pipes the request into the parser; from then on, count what it reads (a
      // 'data' listener before the pipe would let bytes flow past the parser).
      if (!counting && raw.readableFlowing) {
        raw.on('data', count);
        counting = true;
      }
      const { value: part, done } = await orStop(next);
      if (done) break;
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      fileCount += 1;
      const name = cleanFilename(part.filename, options.fallbackName, options.maxNameLength);
      if (fileCount > options.maxFiles) throw refusal('files.too_many', { max: options.tooManyMax });
      const file = part.file;
      // busboy stops passing bytes at fileSize + 1 and says so ('limit', or truncated when it
      // happened before we listened): stop reading right there. Too large is what this file is told,
      // even when its first bytes were not of an accepted type either.
      const earlier = violations.length;
      const tooLarge = () =>
        new UploadError([
          ...violations.slice(0, earlier),
          say('files.to_large', { name, maxMb: megabytes(limits.fileSize) }),
        ]);
      file.once('limit', () => stop(tooLarge()));
      if (file.truncated) throw tooLarge();
      const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;

      const head: Buffer[] = [];
      let headSize = 0;
      let ended = false;
      while (headSize < kinds.sniffBytes) {
        const chunk = await orStop(chunks.next());
        if (chunk.done) {
          ended = true;
          break;
        }
        head.push(chunk.value);
        headSize += chunk.value.length;
      }
      const firstBytes = Buffer.concat(head);
      const type = kinds.sniff(firstBytes.subarray(0, kinds.sniffBytes));
      if (!type) violations.push(say('files.unexpected_type', { name, types: kinds.names }));
      if (!type || violations.length > 0) {
        // Not stored (the request is refused anyway), but read on to name every bad file.
        while (!ended) ended = (await orStop(chunks.next())).done === true;
        if (file.truncated) throw tooLarge();
        continue;
      }

      async function* rest(): AsyncGenerator<Buffer> {
        yield firstBytes;
        while (!ended) {
          const chunk = await orStop(chunks.next());
          if (chunk.done) return;
          yield chunk.value;
        }
      }
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          quotaUsed += chunk.length;
          if (quota && quotaUsed > quota.freeBytes) {
            const error = refusal('files.quota_exceeded', { name, quotaMb: megabytes(quota.totalBytes) });
            stop(error);
            done(error);
          } else done(null, chunk);
        },
      });
      current = meter;
      const key = options.newKey();
      keys.push(key);
      const body = pipeline(Readable.from(rest()), meter, () => {});
      const write = storage.put(key, body, { contentType: kinds.mimeTypeOf(type) });
      writes.push(write);
      await orStop(write);
      current = null;
      if (file.truncated) throw tooLarge();
      files.push({ key, name, size, type, mimeType: kinds.mimeTypeOf(type) });
    }
    raw.off('data', count);
    if (violations.length > 0) throw new UploadError(violations);
    if (files.length === 0) throw uploadError(property, 'files.required', {}, locale);
    return { files, fields, discard };
  } catch (error) {
    stop(error as Error);
    await discard();
    if (error instanceof request.server.multipartErrors.FilesLimitError) {
      throw refusal('files.too_many', { max: options.tooManyMax });
    }
    throw failure ?? error;
  }
}
