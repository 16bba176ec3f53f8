// The forwarding detail page /forwarding/show/{id} (SPEC §2 forwarding-show, issue 5 lifecycle).
export { ForwardingShowPage } from './forwarding-show.js';
export { loadForwardingShow, type ForwardingShowData } from './load-show-page.js';
