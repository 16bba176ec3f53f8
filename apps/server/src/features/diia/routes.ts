import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  API_BASE,
  diiaInitRoute,
  diiaSandboxPageRoute,
  diiaSandboxShareRoute,
  docsChannel,
  preloadedUserDataRoute,
} from '@posylka/contract';
import { notFound } from '../../http/errors.js';
import { routeSchema } from '../../http/route.js';
import { IdentityCipher } from '../identity-documents/index.js';
import { findRequest, insertRequest, openShared, storeShared } from './repository.js';
import { diiaSandboxPage } from './sandbox-page.js';
import { SANDBOX_ID_CARD } from './test-document.js';

const sandboxPath = (requestId: string) => `/diia/sandbox/${encodeURIComponent(requestId)}`;

/**
 * Only a path on our own site may be returned to after sharing: an absolute URL of another origin
 * would make the page an open redirect.
 */
function safeReturn(url: string, publicUrl: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(publicUrl).origin ? parsed.pathname + parsed.search + parsed.hash : null;
  } catch {
    return null;
  }
}

/**
 * The return link names the request (`diiaRequest=<id>`): a new tab or the phone that shared has no
 * sessionStorage of the tab that started, and reads the shared data by this id instead.
 */
export function withRequestId(returnUrl: string, requestId: string): string {
  const hashAt = returnUrl.indexOf('#');
  const base = hashAt === -1 ? returnUrl : returnUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnUrl.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}diiaRequest=${encodeURIComponent(requestId)}${hash}`;
}

/**
 * Diia document sharing (SPEC §3 digital-ID data, §7 /diia/init, preloaded-user-data, docs#{uid}).
 * The shared data is personal: sealed with the identity-documents key at rest, never logged, and
 * answered only to the customer who asked for it.
 */
export const diiaFeature: FastifyPluginAsyncZod = async (app) => {
  const cipher = new IdentityCipher(app.config.identityEncryption.secret);
  // DIIA_PROVIDER=diia has no adapter in this build: the sandbox page is what the deep link opens.
  if (app.config.providers.diia !== 'sandbox') {
    app.log.warn('DIIA_PROVIDER=diia is not available in this build; the sandbox Diia page is used');
  }

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, undefined),
  );

  app.route({
    method: diiaInitRoute.method,
    url: diiaInitRoute.path,
    schema: routeSchema(diiaInitRoute),
    preValidation: app.requireUser,
    handler: async (request) => {
      const returnUrl = safeReturn(request.body.return_url ?? '', app.config.publicUrl) ?? '';
      const row = await insertRequest(app.db, request.user!.id, returnUrl);
      // Absolute: the QR code is opened on the customer's phone, not in this browser tab.
      return { deepLink: `${app.config.publicUrl}${API_BASE}${sandboxPath(row.id)}`, requestId: row.id };
    },
  });

  app.route({
    method: preloadedUserDataRoute.method,
    url: preloadedUserDataRoute.path,
    schema: routeSchema(preloadedUserDataRoute),
    preValidation: app.requireUser,
    handler: async (request) => {
      const row = await findRequest(app.db, request.params.id);
      // Another customer's request looks like one with nothing shared.
      if (!row || row.userId !== request.user!.id) return {};
      return openShared(cipher, row) ?? {};
    },
  });

  const { response: _pageResponse, ...pageSchema } = routeSchema(diiaSandboxPageRoute);
  const { response: _shareResponse, ...shareSchema } = routeSchema(diiaSandboxShareRoute);

  app.route({
    method: diiaSandboxPageRoute.method,
    url: diiaSandboxPageRoute.path,
    schema: pageSchema,
    handler: async (request, reply) => {
      const row = await findRequest(app.db, request.params.requestId);
      if (!row) throw notFound();
      const html = diiaSandboxPage({
        locale: request.locale,
        action: API_BASE + sandboxPath(row.id),
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
      if (await storeShared(app.db, cipher, row, SANDBOX_ID_CARD, new Date())) {
        // The open documents form listens on docs#{uid} and fills itself in.
        await app.realtime.publish(docsChannel(row.userId), { requestId: row.id, data: SANDBOX_ID_CARD });
      }
      if (row.returnUrl) return reply.redirect(withRequestId(row.returnUrl, row.id), 303);
      return reply.redirect(API_BASE + sandboxPath(row.id), 303);
    },
  });
};
