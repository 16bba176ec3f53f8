// GET /buyout/{id}/receipts/{entryId}.pdf (contract buyoutReceiptRoute): the signed-in customer's own
// receipt, in the request's language; anything not theirs answers 404 like an unknown id.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { buyoutReceiptRoute } from '@posylka/contract';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { findReceipt, receiptNumber, receiptView } from './receipt.js';

export const receiptsFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, buyoutReceiptRoute, {
    handler: async (request, reply) => {
      const source = await findReceipt(app.db, request.user!.id, request.params.id, request.params.entryId);
      if (!source) throw notFound();
      const pdf = await renderReceiptPdf(receiptView(source, request.locale));
      const file = `${source.orderNumber}-${source.entry.kind}-${receiptNumber(source.entry)}.pdf`;
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('cache-control', 'private, no-store')
          // Bytes are sent as they are (no serializer runs); the contract lists only the error bodies.
          .send(pdf as never)
      );
    },
  });
};
