import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
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
} from '@posylka/domain';
import { notFound } from '../../http/errors.js';
import { routeSchema } from '../../http/route.js';
import { assertDocumentsOpen } from './closed.js';
import { removeKeepingRules } from './keeps-rules.js';
import { lifecycleDeps, reconsiderHold } from '../lifecycle/index.js';
import type { OrderRow } from '../../db/schema/index.js';
import { requiredDocumentKinds } from './documents.js';
import { presentOrderFile, storageKeyOf } from './present.js';
import {
  countFiles,
  deleteFileRow,
  findOwnFile,
  findOwnOrder,
  insertFiles,
  listFiles,
  replaceFileContent,
} from './repository.js';
import { setFileHeaders } from './serve.js';
import { MULTIPART_OPTIONS, readUploads, uploadError } from './upload.js';

const isInvoiceType = (v: string): v is InvoiceFileType =>
  (INVOICE_FILE_TYPES as readonly string[]).includes(v);
const isDocumentKind = (v: string): v is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(v);

/**
 * Files of forwarding orders (SPEC §7 uploads, invoices, documents) and serving them. Every route
 * is the signed-in owner's: another customer's order or file, or a malformed id, answers 404.
 */
export const orderDocumentsFeature: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, MULTIPART_OPTIONS);

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

  app.route({
    method: uploadInvoicesRoute.method,
    url: uploadInvoicesRoute.path,
    schema: routeSchema(uploadInvoicesRoute),
    preValidation: app.requireUser,
    handler: async (request, reply) => {
      const userId = request.user!.id;
      const order = await findOwnOrder(app.db, userId, request.params.orderId);
      if (!order) throw notFound();
      assertDocumentsOpen(order);
      // Each type is its own drop zone of at most ten files (SPEC §5 "Up to ten 'other' documents").
      // The type may arrive after the files, so the room is checked once everything is read.
      const { files, fields } = await readUploads(request, {
        property: 'invoices',
        maxFiles: MAX_FILES_PER_DROP_ZONE,
      });
      const type = fields[UPLOAD_TYPE_FIELD] ?? 'default';
      if (!isInvoiceType(type)) throw uploadError('type', 'invalid', {}, request.locale);
      const existing = await countFiles(app.db, order.id, [type]);
      if (existing + files.length > MAX_FILES_PER_DROP_ZONE) {
        throw uploadError('invoices', 'files.too_many', { max: MAX_FILES_PER_DROP_ZONE }, request.locale);
      }
      const rows = await storeFiles(order.id, userId, type, files);
      await putRight(order);
      return reply.code(201).send({ items: rows.map(presentOrderFile) });
    },
  });

  app.route({
    method: replaceInvoiceRoute.method,
    url: replaceInvoiceRoute.path,
    schema: routeSchema(replaceInvoiceRoute),
    preValidation: app.requireUser,
    handler: async (request) => {
      const file = await findOwnFile(app.db, request.user!.id, request.params.fileId);
      if (!file) throw notFound();
      assertDocumentsOpen(await fileOrder(request.user!.id, file.orderId));
      const { files } = await readUploads(request, { property: 'invoices', maxFiles: 1 });
      const upload = files[0]!;
      await app.storage.put(file.storageKey, upload.bytes, { contentType: upload.mimeType });
      const row = await replaceFileContent(app.db, file.id, {
        originalFilename: upload.originalFilename,
        size: upload.bytes.length,
        mimeType: upload.mimeType,
      });
      if (!row) throw notFound();
      return presentOrderFile(row);
    },
  });

  app.route({
    method: listInvoicesRoute.method,
    url: listInvoicesRoute.path,
    schema: routeSchema(listInvoicesRoute),
    preValidation: app.requireUser,
    handler: async (request) => {
      const order = await findOwnOrder(app.db, request.user!.id, request.params.id);
      if (!order) throw notFound();
      return { items: (await listFiles(app.db, order.id, INVOICE_FILE_TYPES)).map(presentOrderFile) };
    },
  });

  app.route({
    method: removeInvoiceRoute.method,
    url: removeInvoiceRoute.path,
    schema: routeSchema(removeInvoiceRoute),
    preValidation: app.requireUser,
    handler: async (request, reply) => {
      const file = await findOwnFile(app.db, request.user!.id, request.params.id);
      if (!file) throw notFound();
      const order = await fileOrder(request.user!.id, file.orderId);
      assertDocumentsOpen(order);
      // Row first: once it is gone nobody can reach the bytes, even if the storage delete fails.
      await removeKeepingRules(app.db, order, request.locale, (db) => deleteFileRow(db, file.id));
      try {
        await app.storage.delete(file.storageKey);
      } catch (error) {
        request.log.warn({ err: error, fileId: file.id }, 'stored file could not be deleted');
      }
      return reply.code(204).send(null);
    },
  });

  app.route({
    method: getOrderDocumentsRoute.method,
    url: getOrderDocumentsRoute.path,
    schema: routeSchema(getOrderDocumentsRoute),
    preValidation: app.requireUser,
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

  app.route({
    method: uploadOrderDocumentRoute.method,
    url: uploadOrderDocumentRoute.path,
    schema: routeSchema(uploadOrderDocumentRoute),
    preValidation: app.requireUser,
    handler: async (request, reply) => {
      const userId = request.user!.id;
      const order = await findOwnOrder(app.db, userId, request.params.id);
      if (!order) throw notFound();
      assertDocumentsOpen(order);
      const { files, fields } = await readUploads(request, { property: 'documents', maxFiles: 1 });
      const kind = fields[UPLOAD_KIND_FIELD] ?? fields[UPLOAD_TYPE_FIELD] ?? '';
      if (!isDocumentKind(kind)) {
        throw uploadError('kind', kind === '' ? 'required' : 'invalid', {}, request.locale);
      }
      const [row] = await storeFiles(order.id, userId, kind, files);
      await putRight(order);
      return reply.code(201).send(presentOrderFile(row!));
    },
  });

  app.route({
    method: getFileRoute.method,
    url: getFileRoute.path,
    schema: routeSchema(getFileRoute),
    preValidation: app.requireUser,
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

  /** Bytes first, rows after: a row never points at bytes that are not there. */
  async function storeFiles(
    orderId: string,
    userId: string,
    type: string,
    files: Awaited<ReturnType<typeof readUploads>>['files'],
  ) {
    const planned = files.map((f) => ({ id: randomUUID(), upload: f }));
    const stored: string[] = [];
    try {
      for (const { id, upload } of planned) {
        const key = storageKeyOf(orderId, id);
        await app.storage.put(key, upload.bytes, { contentType: upload.mimeType });
        stored.push(key);
      }
      return await insertFiles(
        app.db,
        planned.map(({ id, upload }) => ({
          id,
          orderId,
          userId,
          type,
          originalFilename: upload.originalFilename,
          storageKey: storageKeyOf(orderId, id),
          size: upload.bytes.length,
          mimeType: upload.mimeType,
        })),
      );
    } catch (error) {
      await Promise.allSettled(stored.map((key) => app.storage.delete(key)));
      throw error;
    }
  }
};
