export { buildRobots, buildSitemap, sitemapPaths, PUBLIC_PAGES, PRIVATE_PREFIXES } from './public-pages.js';
