export { internationalFeature } from './routes.js';
