import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  getFileRoute,
  getOrderDocumentsRoute,
  listInvoicesRoute,
  removeInvoiceRoute,
  replaceInvoiceRoute,
  uploadInvoicesRoute,
  uploadOrderDocumentRoute,
  UPLOAD_KIND_FIELD,
  UPLOAD_TYPE_FIELD,
} from '@posylka/contract';
import {
  DOCUMENT_KINDS,
  INVOICE_FILE_TYPES,
  MAX_FILES_PER_DROP_ZONE,
  type DocumentKind,
  type InvoiceFileType,
  type Locale,
} from '@posylka/domain';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { assertDocumentsOpen } from './closed.js';
import { removeKeepingRules } from './keeps-rules.js';
import { lifecycleDeps, reconsiderHold } from '../lifecycle/index.js';
import type { OrderFileRow, OrderRow } from '../../db/schema/index.js';
import { requiredDocumentKinds } from './documents.js';
import { presentOrderFile, storageKeyOf } from './present.js';
import {
  countFiles,
  deleteFileRow,
  findOwnFile,
  findOwnOrder,
  holdingCustomer,
  insertFiles,
  listFiles,
  lockFile,
  replaceFileContent,
  usedStorageBytes,
} from './repository.js';
import { setFileHeaders } from './serve.js';
import {
  MULTIPART_OPTIONS,
  UPLOAD_HOOKS,
  quotaExceeded,
  readUploads,
  uploadError,
  type Uploads,
} from './upload.js';

const isInvoiceType = (v: string): v is InvoiceFileType =>
  (INVOICE_FILE_TYPES as readonly string[]).includes(v);
const isDocumentKind = (v: string): v is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(v);

/** Storage keys of one order's new files, and the file id each key was made for. */
function newFileKeys(orderId: string) {
  const ids = new Map<string, string>();
  return {
    newKey: () => {
      const id = randomUUID();
      const key = storageKeyOf(orderId, id);
      ids.set(key, id);
      return key;
    },
    idOf: (key: string) => ids.get(key)!,
  };
}

/**
 * Files of forwarding orders (SPEC §7 uploads, invoices, documents) and serving them. Every route
 * is the signed-in owner's: another customer's order or file, or a malformed id, answers 404.
 * Uploads stream into the storage and count against the customer's storage quota
 * (UPLOAD_QUOTA_BYTES_PER_CUSTOMER): the files of their live orders; removing a file frees its bytes.
 */
export const orderDocumentsFeature: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, MULTIPART_OPTIONS);
  app.addHook('onRequest', UPLOAD_HOOKS.onRequest);
  app.addHook('onSend', UPLOAD_HOOKS.onSend);
  const quotaBytes = app.config.uploads.quotaBytesPerCustomer;

  /** What the customer may still store (plus the bytes of a file the upload replaces). */
  const quotaOf = async (userId: string, freeing = 0) => ({
    freeBytes: quotaBytes - (await usedStorageBytes(app.db, userId)) + freeing,
    totalBytes: quotaBytes,
  });

  /** The live order a file of the customer belongs to; a deleted one answers 404 like the file. */
  const fileOrder = async (userId: string, orderId: string) => {
    const order = await findOwnOrder(app.db, userId, orderId);
    if (!order) throw notFound();
    return order;
  };

  /** A held parcel waiting for papers goes back to the shelf once they are all there (issue 13). */
  const lifecycle = lifecycleDeps(app);
  const putRight = (order: OrderRow) =>
    reconsiderHold(lifecycle, order, { kind: 'customer', userId: order.userId });

  serve(app, uploadInvoicesRoute, {
    handler: async (request, reply) => {
      const userId = request.user!.id;
      const order = await findOwnOrder(app.db, userId, request.params.orderId);
      if (!order) throw notFound();
      assertDocumentsOpen(order);
      // Each type is its own drop zone of at most ten files (SPEC §5 "Up to ten 'other' documents").
      // The type may arrive after the files, so the room is checked once everything is read.
      const keys = newFileKeys(order.id);
      const uploads = await readUploads(request, {
        property: 'invoices',
        maxFiles: MAX_FILES_PER_DROP_ZONE,
        storage: app.storage,
        newKey: keys.newKey,
        quota: await quotaOf(userId),
      });
      const type = uploads.fields[UPLOAD_TYPE_FIELD] ?? 'default';
      const rows = await saveFiles(
        request.locale,
        'invoices',
        order.id,
        userId,
        uploads,
        keys.idOf,
        async () => {
          if (!isInvoiceType(type)) throw uploadError('type', 'invalid', {}, request.locale);
          const existing = await countFiles(app.db, order.id, [type]);
          if (existing + uploads.files.length > MAX_FILES_PER_DROP_ZONE) {
            throw uploadError('invoices', 'files.too_many', { max: MAX_FILES_PER_DROP_ZONE }, request.locale);
          }
          return type;
        },
      );
      await putRight(order);
      return reply.code(201).send({ items: rows.map(presentOrderFile) });
    },
  });

  serve(app, replaceInvoiceRoute, {
    handler: async (request) => {
      const userId = request.user!.id;
      const file = await findOwnFile(app.db, userId, request.params.fileId);
      if (!file) throw notFound();
      assertDocumentsOpen(await fileOrder(userId, file.orderId));
      // The new bytes go under a new key; the row moves to it and the old object is deleted after,
      // so a refused or failed replacement leaves the file as it was.
      const uploads = await readUploads(request, {
        property: 'invoices',
        maxFiles: 1,
        storage: app.storage,
        newKey: () => storageKeyOf(file.orderId, randomUUID()),
        quota: await quotaOf(userId, file.size),
      });
      const upload = uploads.files[0]!;
      let replaced: { row: OrderFileRow; previousKey: string };
      try {
        replaced = await holdingCustomer(app.db, userId, async (tx, used) => {
          const current = await lockFile(tx, file.id);
          if (!current) throw notFound();
          if (used - current.size + upload.size > quotaBytes) {
            throw quotaExceeded('invoices', upload.name, quotaBytes, request.locale);
          }
          const row = await replaceFileContent(tx, file.id, {
            originalFilename: upload.name,
            storageKey: upload.key,
            size: upload.size,
            mimeType: upload.mimeType,
          });
          if (!row) throw notFound();
          return { row, previousKey: current.storageKey };
        });
      } catch (error) {
        await uploads.discard();
        throw error;
      }
      await deleteStored(request, replaced.previousKey, file.id);
      return presentOrderFile(replaced.row);
    },
  });

  serve(app, listInvoicesRoute, {
    handler: async (request) => {
      const order = await findOwnOrder(app.db, request.user!.id, request.params.id);
      if (!order) throw notFound();
      return { items: (await listFiles(app.db, order.id, INVOICE_FILE_TYPES)).map(presentOrderFile) };
    },
  });

  serve(app, removeInvoiceRoute, {
    handler: async (request, reply) => {
      const file = await findOwnFile(app.db, request.user!.id, request.params.id);
      if (!file) throw notFound();
      const order = await fileOrder(request.user!.id, file.orderId);
      assertDocumentsOpen(order);
      // Row first: once it is gone nobody can reach the bytes, even if the storage delete fails.
      // Its bytes no longer count against the customer's quota.
      await removeKeepingRules(app.db, order, request.locale, (db) => deleteFileRow(db, file.id));
      await deleteStored(request, file.storageKey, file.id);
      return reply.code(204).send(null);
    },
  });

  serve(app, getOrderDocumentsRoute, {
    handler: async (request) => {
      const order = await findOwnOrder(app.db, request.user!.id, request.params.id);
      if (!order) throw notFound();
      const [required, rows] = await Promise.all([
        requiredDocumentKinds(app.db, order),
        listFiles(app.db, order.id, DOCUMENT_KINDS),
      ]);
      return { required, items: rows.map(presentOrderFile) };
    },
  });

  serve(app, uploadOrderDocumentRoute, {
    handler: async (request, reply) => {
      const userId = request.user!.id;
      const order = await findOwnOrder(app.db, userId, request.params.id);
      if (!order) throw notFound();
      assertDocumentsOpen(order);
      const keys = newFileKeys(order.id);
      const uploads = await readUploads(request, {
        property: 'documents',
        maxFiles: 1,
        storage: app.storage,
        newKey: keys.newKey,
        quota: await quotaOf(userId),
      });
      const kind = uploads.fields[UPLOAD_KIND_FIELD] ?? uploads.fields[UPLOAD_TYPE_FIELD] ?? '';
      const [row] = await saveFiles(
        request.locale,
        'documents',
        order.id,
        userId,
        uploads,
        keys.idOf,
        async () => {
          if (!isDocumentKind(kind)) {
            throw uploadError('kind', kind === '' ? 'required' : 'invalid', {}, request.locale);
          }
          return kind;
        },
      );
      await putRight(order);
      return reply.code(201).send(presentOrderFile(row!));
    },
  });

  serve(app, getFileRoute, {
    handler: async (request, reply) => {
      const file = await findOwnFile(app.db, request.user!.id, request.params.fileId);
      if (!file) throw notFound();
      const stream = await app.storage.get(file.storageKey);
      if (!stream) throw notFound();
      setFileHeaders(reply, file);
      // A stream is piped as is (no serializer runs); the contract lists only this route's error bodies.
      return reply.send(stream as never);
    },
  });

  /** A stored object no row points at any more; a failure to delete it is only logged. */
  async function deleteStored(request: FastifyRequest, key: string, fileId: string) {
    try {
      await app.storage.delete(key);
    } catch (error) {
      request.log.warn({ err: error, fileId }, 'stored file could not be deleted');
    }
  }

  /**
   * Rows for the stored uploads, once `check` (the type, the drop zone's room) passes and the quota
   * still has room (another upload of the customer may have taken it meanwhile). Bytes first, rows
   * after: a row never points at bytes that are not there; a refusal deletes the bytes.
   */
  async function saveFiles(
    locale: Locale,
    property: string,
    orderId: string,
    userId: string,
    uploads: Uploads,
    idOf: (key: string) => string,
    check: () => Promise<string>,
  ) {
    try {
      const type = await check();
      const adding = uploads.files.reduce((sum, f) => sum + f.size, 0);
      return await holdingCustomer(app.db, userId, async (tx, used) => {
        if (used + adding > quotaBytes) {
          throw quotaExceeded(property, uploads.files.at(-1)!.name, quotaBytes, locale);
        }
        return insertFiles(
          tx,
          uploads.files.map((upload) => ({
            id: idOf(upload.key),
            orderId,
            userId,
            type,
            originalFilename: upload.name,
            storageKey: upload.key,
            size: upload.size,
            mimeType: upload.mimeType,
          })),
        );
      });
    } catch (error) {
      await uploads.discard();
      throw error;
    }
  }
};
