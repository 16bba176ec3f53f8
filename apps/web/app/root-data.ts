import type { MeResponse } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import { useRouteLoaderData } from 'react-router';
import type { LocaleResources } from '@posylka/texts';

/** What the root loader hands to every page: language, its texts, the site origin and the user. */
export interface RootData {
  locale: Locale;
  origin: string;
  /** The language's texts the page reads: the shell's and the page's own (i18n/page-namespaces.ts). */
  resources: Partial<LocaleResources>;
  user: MeResponse | null;
  /** Development build of the server: pages may point to dev tools such as /dev/outbox. */
  devTools: boolean;
  /**
   * The visitor answered the cookie notice (its cookie came with the request), so the notice is not
   * server-rendered. Optional: pages rendered without the root loader (tests) treat it as answered.
   */
  cookieConsent?: boolean;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
