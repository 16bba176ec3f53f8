import type { AppLoadContext } from 'react-router';

/** What the server answers a path with (tests only). */
export interface TestAnswer {
  status: number;
  body: unknown;
}

const respond = ({ status, body }: TestAnswer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A loader context for the order pages' loader tests (buy-out's pages, forwarding's success page):
 * its server API answers each path (`/api/...`, without the query) as given, and 500 to any other.
 */
export function loaderContext(answers: Record<string, TestAnswer>): AppLoadContext {
  return {
    api: async (path: string) =>
      respond(answers[new URL(path, 'http://x').pathname] ?? { status: 500, body: {} }),
  } as unknown as AppLoadContext;
}

/** A loader context whose server API answers every path alike. */
export function contextAnswering(status: number, body: unknown): AppLoadContext {
  return { api: async () => respond({ status, body }) } as unknown as AppLoadContext;
}

/** The response a loader throws (a redirect, the 404 page); fails the test when it returns instead. */
export async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected the loader to throw a response');
}
