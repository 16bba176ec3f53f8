export { buildRobots, buildSitemap, PUBLIC_PAGES, PRIVATE_PREFIXES } from './public-pages.js';
