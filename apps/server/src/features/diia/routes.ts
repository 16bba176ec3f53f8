import { createHash, timingSafeEqual } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  diiaCallbackRoute,
  diiaInitRoute,
  docsChannel,
  preloadedUserDataRoute,
  type DigitalIdData,
} from '@posylka/contract';
import type { FastifyInstance } from 'fastify';
import type { DiiaRequestRow } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { IdentityCipher } from '../identity-documents/index.js';
import { CALLBACK_MULTIPART_OPTIONS, callbackRequestId, readEncodeData } from './callback-body.js';
import { DiiaCallbackError, DiiaUnavailableError, type DiiaProvider } from './provider.js';
import { diiaProviderFor } from './providers.js';
import { findRequest, insertRequest, openShared, refusalOf, storeShared } from './repository.js';
import { safeReturn, withRequestId } from './return-link.js';
import { sandboxRoutes } from './sandbox-routes.js';

export { withRequestId } from './return-link.js';

/** Compares secrets in constant time (digests first: timingSafeEqual needs equal lengths). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Stores the first share of a request sealed and pushes it to the open documents form (docs#{uid}).
 * False when the request already had its share (a replay, or two deliveries racing).
 */
export async function acceptShare(
  app: FastifyInstance,
  cipher: IdentityCipher,
  row: DiiaRequestRow,
  data: DigitalIdData,
): Promise<boolean> {
  if (!(await storeShared(app.db, cipher, row, data, new Date()))) return false;
  try {
    await app.realtime.publish(docsChannel(row.userId), { requestId: row.id, data });
  } catch (err) {
    // The share is stored either way (a failed push must not answer 500 to Diia, whose retry would
    // then be refused as a replay): the open form reads it by the request id (preloaded-user-data).
    app.log.warn({ err, requestId: row.id }, 'could not push the Diia share (realtime unavailable)');
  }
  return true;
}

/**
 * Diia document sharing (SPEC §3 digital-ID data, §7 /diia/init, preloaded-user-data, docs#{uid}).
 * The shared data is personal: sealed with the identity-documents key at rest, never logged, and
 * answered only to the customer who asked for it. DIIA_PROVIDER picks who shares: the sandbox page
 * or Diia itself, whose callback is the only way data enters a request then.
 */
export function createDiiaFeature(options: { provider?: DiiaProvider } = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const cipher = new IdentityCipher(app.config.identityEncryption.secret);
    const provider = options.provider ?? diiaProviderFor(app.config);

    serve(app, diiaInitRoute, {
      handler: async (request) => {
        const returnUrl = safeReturn(request.body.return_url ?? '', app.config.publicUrl) ?? '';
        const row = await insertRequest(app.db, request.user!.id, returnUrl);
        const returnLink = returnUrl ? app.config.publicUrl + withRequestId(returnUrl, row.id) : '';
        try {
          return await provider.init({ requestId: row.id, returnLink, locale: request.locale });
        } catch (error) {
          if (!(error instanceof DiiaUnavailableError)) throw error;
          request.log.warn({ reason: error.message }, 'diia init failed');
          throw new HttpError(503, 'serviceUnavailable');
        }
      },
    });

    serve(app, preloadedUserDataRoute, {
      handler: async (request) => {
        const row = await findRequest(app.db, request.params.id);
        // Another customer's request looks like one with nothing shared.
        if (!row || row.userId !== request.user!.id) return {};
        return openShared(cipher, row) ?? {};
      },
    });

    // The sandbox page shares a test document into any request id: only where sandboxes are allowed.
    if (provider.kind === 'sandbox') {
      if (app.config.sandboxRoutes.has('diia'))
        await app.register(sandboxRoutes(provider, cipher, acceptShare));
    } else await app.register(callbackRoute(provider, cipher));
  };
}

export const diiaFeature = createDiiaFeature();

/**
 * Diia's callback. Nothing in it is trusted until: the path ends with our secret (the delivery URL
 * registered with Diia), the request id is ours, unshared and fresh, and the crypto service opened
 * encodeData and verified Diia's signature. Logged at warn and above only: the URL holds the secret,
 * and reasons are fixed words, never the payload.
 */
function callbackRoute(provider: DiiaProvider, cipher: IdentityCipher): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, CALLBACK_MULTIPART_OPTIONS);
    const secret = app.config.diia?.callbackSecret;

    serve(app, diiaCallbackRoute, {
      logLevel: 'warn',
      handler: async (request) => {
        if (!secret || !sameSecret(request.params.secret, secret)) throw notFound();
        const requestId = callbackRequestId(request);
        const row = requestId ? await findRequest(app.db, requestId) : null;
        const refusal = refusalOf(row, new Date());
        if (refusal || !row) {
          request.log.warn({ refusal }, 'diia callback refused');
          throw refusal === 'used' ? new HttpError(409, 'usedToken') : notFound();
        }
        const encodeData = await readEncodeData(request);
        let data: DigitalIdData;
        try {
          data = await provider.readCallback({ requestId: row.id, encodeData });
        } catch (error) {
          if (!(error instanceof DiiaCallbackError)) throw error;
          request.log.warn({ refusal: error.reason }, 'diia callback refused');
          // Diia delivers again after a failure: worth it only when our crypto service was down.
          throw error.reason === 'cryptoUnavailable'
            ? new HttpError(503, 'serviceUnavailable')
            : new HttpError(400, 'badRequest');
        }
        if (!(await acceptShare(app, cipher, row, data))) throw new HttpError(409, 'usedToken');
        return { success: true as const };
      },
    });
  };
}
