import { NAMESPACES, type Namespace } from '@posylka/texts';
import { matchRoutes } from 'react-router';
import { PAGES } from '../pages.js';
import { stripLocale } from './locale-path.js';

/**
 * The texts every page of the site reads: the root and the site layout (header, footer, notices,
 * cookie notice, help widget). page-namespaces.test.ts walks their imports and keeps this exact.
 */
export const SHELL_NAMESPACES = [
  'common',
  'layout',
  'banners',
  'pages',
  'myAddress',
  'addresses',
  'errors',
] as const satisfies readonly Namespace[];

/** The console's paths: it reads texts of every part of the site (parcel states, documents...). */
const CONSOLE_PATH = /^\/admin(?:\/|$)/;

// The pages as routes for React Router's matcher, so a path finds its page by the router's own
// ranking (`catalog/c/:slug` before `catalog/:first?/:second?`), each with its namespaces made once.
const PAGE_ROUTES = PAGES.map((page) => ({
  path: page.path ?? '/',
  namespaces: [...new Set<Namespace>([...SHELL_NAMESPACES, ...page.texts])],
}));

/**
 * The namespaces the root loader sends with a page at `pathname`: the shell's and the page's own
 * (pages.ts). A language's texts are 113 KB; home carries 29 KB of them, the orders page 43 KB.
 * A path no page answers (the 404 page) gets the shell's.
 */
export function namespacesFor(pathname: string): readonly Namespace[] {
  const path = stripLocale(pathname);
  if (CONSOLE_PATH.test(path)) return NAMESPACES;
  const page = matchRoutes(PAGE_ROUTES, path)?.at(-1)?.route;
  return page?.namespaces ?? SHELL_NAMESPACES;
}
