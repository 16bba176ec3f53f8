export { telegramFeature, deepLinkUrl } from './routes.js';
export { telegramLinkOf, dropTelegramLink, LINK_TOKEN_VALID_MS } from './links.js';
export { telegramDevPage } from './dev-page.js';
