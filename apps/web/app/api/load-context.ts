import type { AppLoadContext as HostContext } from '@posylka/contract';

// apps/server passes `{ api, cspNonce }` to every loader: `api` is an in-process call to /api that
// forwards the page request's cookie, authorization and x-locale headers.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends HostContext {}
}
