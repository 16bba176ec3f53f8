import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './components/layout/nonce.js';
import './api/load-context.js';
import { scriptsAfterPaint } from './streaming/scripts-after-paint.js';

export const streamTimeout = 5_000;

/** The stylesheets of the page's routes (one file for the whole site: vite.config.ts). */
function stylesheetsOf(context: EntryContext): string[] {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches)
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href);
  return [...hrefs];
}

/**
 * React Router's default Node entry plus the CSP nonce from the host: React's and React Router's
 * inline scripts carry it, so the page policy can forbid every other inline script.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = typeof loadContext?.cspNonce === 'string' ? loadContext.cspNonce : undefined;
  // The site's one stylesheet is the only thing first paint waits for, but in the head it comes after
  // React's hoisted links (canonical, alternates and a modulepreload per script). Named in the
  // response's headers, the browser asks for it before it reads the first byte of the page.
  for (const href of stylesheetsOf(routerContext))
    responseHeaders.append('Link', `<${href}>; rel=preload; as=style`);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A part already rendered goes where it stands. By default React moves any such part of
        // more than 500 bytes to the end of the response once 12.8 KB have been sent, which is
        // after the page's data (up to 45 KB): the cookie notice then appeared last, as the largest
        // paint of the orders page, swapped in by an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = scriptsAfterPaint(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
