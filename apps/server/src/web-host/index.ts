import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppLoadContext } from '@posylka/contract';
import { escapeHtml } from '../providers/mail/templates/escape.js';
import { HttpError } from '../http/errors.js';
import { translate } from '../http/messages.js';
import { pageContentSecurityPolicy } from '../http/security.js';
import { paymentFormOrigins } from '../features/payments/index.js';
import { sendWebResponse, toWebRequest } from './adapter.js';
import { createServerApi } from './internal-api.js';
import { loadWebBuild, type WebBuild } from './load-build.js';

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Serves the React Router app: hashed assets from build/client, everything else outside /api through
 * React Router's request handler. Without a build the API still runs and pages answer 503.
 */
export async function webHost(
  app: FastifyInstance,
  options: { internalSecret: string; build?: WebBuild | null },
) {
  const mode = app.config.isProduction ? 'production' : 'development';
  const build =
    options.build !== undefined ? options.build : await loadWebBuild(app.config.webBuildDir, mode);
  let handler: PageHandler;

  // A LiqPay payment posts a form to LiqPay's checkout; the page policy must allow that target.
  const formTargets = paymentFormOrigins(app.config.providers.payment);

  if (build) {
    await app.register(fastifyStatic, {
      root: build.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes name.br and name.gz beside each script, stylesheet and image (apps/web
      // vite.config.ts): sent as they are to a browser that takes them, no compression per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // File names under assets/ carry a content hash: cache forever.
        const immutable = filePath.startsWith(path.join(build.clientDir, 'assets') + path.sep);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    handler = async (request, reply) => {
      const cspNonce = randomBytes(16).toString('base64');
      const context: AppLoadContext = {
        api: createServerApi(app, request, options.internalSecret),
        cspNonce,
      };
      const response = await build.handle(toWebRequest(request, reply), context);
      reply.header(
        'content-security-policy',
        pageContentSecurityPolicy(cspNonce, app.config.secureCookies, formTargets),
      );
      return sendWebResponse(reply, response);
    };
  } else {
    app.log.warn(
      { webBuildDir: app.config.webBuildDir },
      'web build not found: serving the API only; pages answer 503 until `npm run build` is run',
    );
    handler = async (request, reply) => {
      const text = translate(request.locale, 'webBuildMissing');
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="${request.locale}"><meta charset="utf-8"><title>503</title><p>${escapeHtml(text)}</p></html>`,
        );
    };
  }

  // Page requests carry the raw body through to React Router actions untouched.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    pages.route({
      method: [...PAGE_METHODS],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
          throw new HttpError(404, 'routeNotFound');
        }
        return handler(request, reply);
      },
    });
  });
}
