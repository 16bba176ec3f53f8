// Content pages written by us (SPEC §2): FAQ articles, instructions, the Canada landing, the
// forbidden-items guide (the site layout's help widget imports help-widget.tsx directly).
export { ArticleView, FaqLinks } from './article-view.js';
export { FAQ_ARTICLES, findArticle, type FaqArticle } from './articles/index.js';
export { ForbiddenItemsGuide } from './forbidden-items-guide.js';
export { ForbiddenItemsList } from './forbidden-items-list.js';
export { ForbiddenCountrySelect } from './forbidden-country-select.js';
export { Instructions, type InstructionsFigures } from './instructions.js';
export { LandingTariffs } from './landing-tariffs.js';
