// The sandbox Diia page and its Share button (DIIA_PROVIDER=sandbox only: with real Diia they would
// let anyone put the test card into a request). The page keeps the language it was linked in.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { API_BASE, diiaSandboxPageRoute, diiaSandboxShareRoute, type DigitalIdData } from '@posylka/contract';
import type { FastifyInstance } from 'fastify';
import type { DiiaRequestRow } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { linkedPageLocale, withPageLocale } from '../../http/page-locale.js';
import { routeSchema } from '../../http/route.js';
import type { IdentityCipher } from '../identity-documents/index.js';
import type { DiiaProvider } from './provider.js';
import { sandboxPath } from './providers.js';
import { findRequest } from './repository.js';
import { diiaSandboxPage } from './sandbox-page.js';
import { SANDBOX_ID_CARD } from './test-document.js';
import { withRequestId } from './return-link.js';

type AcceptShare = (
  app: FastifyInstance,
  cipher: IdentityCipher,
  row: DiiaRequestRow,
  data: DigitalIdData,
) => Promise<boolean>;

export function sandboxRoutes(
  provider: DiiaProvider,
  cipher: IdentityCipher,
  acceptShare: AcceptShare,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, undefined),
    );
    const { response: _pageResponse, ...pageSchema } = routeSchema(diiaSandboxPageRoute);
    const { response: _shareResponse, ...shareSchema } = routeSchema(diiaSandboxShareRoute);

    app.route({
      method: diiaSandboxPageRoute.method,
      url: diiaSandboxPageRoute.path,
      schema: pageSchema,
      handler: async (request, reply) => {
        const row = await findRequest(app.db, request.params.requestId);
        if (!row) throw notFound();
        const locale = linkedPageLocale(request);
        const html = diiaSandboxPage({
          locale,
          action: withPageLocale(API_BASE + sandboxPath(row.id), locale),
          card: SANDBOX_ID_CARD,
          shared: row.sharedAt !== null,
        });
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
      },
    });

    app.route({
      method: diiaSandboxShareRoute.method,
      url: diiaSandboxShareRoute.path,
      schema: shareSchema,
      handler: async (request, reply) => {
        const row = await findRequest(app.db, request.params.requestId);
        if (!row) throw notFound();
        if (!row.sharedAt) {
          const data = await provider.readCallback({ requestId: row.id, encodeData: null });
          await acceptShare(app, cipher, row, data);
        }
        if (row.returnUrl) return reply.redirect(withRequestId(row.returnUrl, row.id), 303);
        return reply.redirect(withPageLocale(API_BASE + sandboxPath(row.id), linkedPageLocale(request)), 303);
      },
    });
  };
}
