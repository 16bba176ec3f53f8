// Diia document sharing: init (deep link for the QR code), the sandbox Diia page, preloaded data.
export { diiaFeature } from './routes.js';
