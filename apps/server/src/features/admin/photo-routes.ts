// Warehouse photos of a parcel: upload (multipart streamed to storage, jpeg/png/webp by content, 5 MB each) and serving
// the bytes to operators. The customer sees the same photos through the lifecycle's owner-only route.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { adminPhotoRoute, adminUploadPhotosRoute, endpoints, hrefOf } from '@posylka/contract';
import { isShipmentState } from '@posylka/domain';
import { notFound } from '../../http/errors.js';
import { publishParcelChange } from '../lifecycle/index.js';
import { serve } from '../../http/route.js';
import { orderPhotos } from '../../db/schema/index.js';
import { writeAudit } from '../../audit/index.js';
import { AdminError } from './messages.js';
import { PHOTO_MULTIPART_OPTIONS, PHOTO_UPLOAD_HOOKS, readPhotos } from './photo-upload.js';
import { findParcel, findParcelPhoto } from './repository.js';

/** Storage key of a photo: ours only, never a file name. */
const photoKey = (orderId: string, photoId: string) => `parcels/${orderId}/photos/${photoId}`;

export function photoRoutes(options: { now: () => Date }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, PHOTO_MULTIPART_OPTIONS);
    app.addHook('onRequest', PHOTO_UPLOAD_HOOKS.onRequest);
    app.addHook('onSend', PHOTO_UPLOAD_HOOKS.onSend);

    serve(app, adminUploadPhotosRoute, {
      handler: async (request, reply) => {
        const row = await findParcel(app.db, request.params.id);
        if (!row) throw new AdminError(404, 'parcelNotFound');
        const orderId = row.order.id;
        // Each photo streams to a key of its own id as it arrives.
        const ids = new Map<string, string>();
        const photos = await readPhotos(request, app.storage, () => {
          const id = randomUUID();
          const key = photoKey(orderId, id);
          ids.set(key, id);
          return key;
        });
        const now = options.now();
        let rows: (typeof orderPhotos.$inferSelect)[];
        // Bytes first, rows after: a row never points at bytes that are not there.
        try {
          rows = await app.db.transaction(async (tx) => {
            const inserted = await tx
              .insert(orderPhotos)
              .values(
                photos.files.map((photo, index) => ({
                  id: ids.get(photo.key)!,
                  orderId,
                  storageKey: photo.key,
                  mimeType: photo.mimeType,
                  size: photo.size,
                  uploadedBy: request.user!.id,
                  // One millisecond apart: pages list photos by time, so they keep the upload's order.
                  createdAt: new Date(now.getTime() + index),
                })),
              )
              .returning();
            await writeAudit(tx, {
              actorUserId: request.user!.id,
              action: 'parcel.photo',
              entityType: 'order',
              entityId: orderId,
              before: null,
              after: { photos: inserted.map((p) => ({ id: p.id, mimeType: p.mimeType, size: p.size })) },
              at: now,
            });
            return inserted;
          });
        } catch (error) {
          await photos.discard();
          throw error;
        }
        // The customer's open parcel page shows the new photos without a reload (issue 5 journey).
        if (isShipmentState(row.order.shipmentState))
          await publishParcelChange(
            { hub: app.realtime, log: request.log },
            { id: orderId, userId: row.order.userId, shipmentState: row.order.shipmentState },
            now,
          );
        return reply.code(201).send({
          items: rows.map((photo) => ({
            id: photo.id,
            url: hrefOf(endpoints.adminPhoto, { params: { id: orderId, photoId: photo.id } }),
            mimeType: photo.mimeType,
            size: photo.size,
            uploadedBy: request.user!.email,
            createdAt: photo.createdAt.toISOString(),
          })),
        });
      },
    });

    serve(app, adminPhotoRoute, {
      handler: async (request, reply) => {
        const photo = await findParcelPhoto(app.db, request.params.id, request.params.photoId);
        if (!photo) throw notFound();
        const stream = await app.storage.get(photo.storageKey);
        if (!stream) throw notFound();
        // Only sniffed image types are ever stored; nosniff and a sandbox CSP keep it an image.
        reply
          .header('content-type', photo.mimeType)
          .header('content-length', String(photo.size))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .header('cache-control', 'private, max-age=0');
        return reply.send(stream as never);
      },
    });
  };
}
