// Issue 16 item 5: the signed-in customer's password and e-mail (/profile/security).
export { SecurityPage, SecurityLink } from './security-page.js';
export { loadSecurity, type SecurityLoaderData } from './load-security.js';
