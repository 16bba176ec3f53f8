import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { activePassportRoute, saveOrderPassportRoute } from '@posylka/contract';
import { identityDocumentSchema, translateMessage } from '@posylka/domain';
import { HttpError, notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { issuesToViolations } from '../../http/violations.js';
import { IdentityCipher } from './cipher.js';
import { presentData, presentSummary, type StoredDocument } from './present.js';
import { findActiveDocument, ownsOrder, saveOrderDocument, tryOpenRow } from './repository.js';

/**
 * Passport / ID card for customs (SPEC §3 Identity document input, §5 Identity document). Personal
 * data: sealed at rest, answered only to its owner, never logged (the logger redacts these fields).
 */
export const identityDocumentsFeature: FastifyPluginAsyncZod = async (app) => {
  const { secret, isDevDefault } = app.config.identityEncryption;
  if (isDevDefault) {
    app.log.warn(
      'IDENTITY_ENCRYPTION_KEY is unset: identity documents use the development key (never in production)',
    );
  }
  const cipher = new IdentityCipher(secret);

  serve(app, saveOrderPassportRoute, {
    handler: async (request) => {
      const userId = request.user!.id;
      // 404 before 422: nothing is learnt about an order that is not yours.
      if (!(await ownsOrder(app.db, userId, request.params.id))) throw notFound();
      const parsed = identityDocumentSchema({ today: new Date() }).safeParse(request.body);
      const violations = parsed.success ? [] : issuesToViolations(parsed.error.issues, request.locale);
      // SPEC §5 "Documents: passport valid and agreement checked."
      if (request.body.agreement !== true) {
        violations.push({
          property: 'agreement',
          message: translateMessage('documents.agreement', {}, request.locale),
        });
      }
      if (!parsed.success || violations.length > 0)
        throw new HttpError(422, 'validationFailed', {}, violations);
      const { saveToCabinet, consent: _consent, ...document } = parsed.data;
      const row = await saveOrderDocument(app.db, cipher, {
        userId,
        orderId: request.params.id,
        document: document satisfies StoredDocument,
        saveToCabinet,
      });
      return { passport: presentSummary(row.id, document) };
    },
  });

  serve(app, activePassportRoute, {
    handler: async (request) => {
      const row = await findActiveDocument(app.db, request.user!.id);
      const document = row ? tryOpenRow(cipher, row) : null;
      if (row && !document)
        request.log.warn({ documentId: row.id, keyId: row.keyId }, 'identity document cannot be opened');
      return { document: row && document ? presentData(row.id, document, row.updatedAt) : null };
    },
  });
};
