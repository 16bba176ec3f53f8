export { customsCodesFeature } from './routes.js';
