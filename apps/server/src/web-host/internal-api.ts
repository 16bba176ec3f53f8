import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerApi } from '@posylka/contract';
import { API_BASE, CSRF_HEADER, LOCALE_HEADER } from '@posylka/contract';
import { INTERNAL_HEADER } from '../http/security.js';

// Headers of the page request that identify the customer and their language.
const FORWARDED = ['cookie', 'authorization', LOCALE_HEADER, CSRF_HEADER, 'accept-language', 'user-agent'];

/**
 * `api(path, init)` for SSR loaders/actions: an in-process request to this app's /api (no network,
 * same validation, auth and errors as a browser call), on behalf of the page request's customer.
 */
export function createServerApi(
  app: FastifyInstance,
  pageRequest: FastifyRequest,
  internalSecret: string,
): ServerApi {
  return async (path, init = {}) => {
    const relative = path.startsWith(`${API_BASE}/`)
      ? path
      : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
    // Normalising through Request gives us the body bytes and content-type for any BodyInit.
    const normalized = new Request(new URL(relative, 'http://internal'), init);
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = pageRequest.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    normalized.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers[INTERNAL_HEADER] = internalSecret;
    const body = init.body == null ? undefined : Buffer.from(await normalized.arrayBuffer());
    const res = await app.inject({
      method: normalized.method as 'GET',
      url: relative,
      headers,
      remoteAddress: pageRequest.ip,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(v));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304 || normalized.method === 'HEAD';
    return new Response(nullBody ? null : res.rawPayload, {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}
